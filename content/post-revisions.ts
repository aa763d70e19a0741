/** Written by `npm run content:dates`: when each post's text last changed. Do not edit. */
export const postRevisions: Record<string, { sha256: string; updated: string }> = {
  "bellville-electrician": {
    sha256: "84ca137ce5df88b64262171c54e117e80ded7aa54f45c6a6825baaf9f14b06ce",
    updated: "2026-11-27",
  },
  "cape-town-cbd-electrician": {
    sha256: "ae9f3428b2faaade8c440658131885de4c25c63bf0ea698093e77628ecf4e676",
    updated: "2026-11-27",
  },
  "coastal-electrical-safety": {
    sha256: "392b44afe7bf36cb7f020eadde894ec03a516083c70ba0354392b4287c6553a1",
    updated: "2026-11-21",
  },
  "electrical-safety-tips": {
    sha256: "6b722a8b9bfd66102cda19e67e57631b9f7e5736c6489638be55abed4c0925b7",
    updated: "2026-11-21",
  },
  "electrician-bellville-northern-suburbs": {
    sha256: "d2493fb457e78e77a7a220a8a65b7f63b57be1ff9a60dc70dde6aee9db6f27dc",
    updated: "2026-11-21",
  },
  "electrician-bellville": {
    sha256: "bc70ce89edef3c271c23bc076c4e635a2387eb292b64dbe458d999c6fe63c371",
    updated: "2026-11-21",
  },
  "electrician-bo-kaap": {
    sha256: "1cbf5e7482b2f141c7d9fe8a923e311223ba8ecb7369ca742937d4614bf7ab18",
    updated: "2026-11-21",
  },
  "electrician-camps-bay-luxury": {
    sha256: "4c860876b5b2758dfe86fe13e4a776cccf354bf813819fbc547030bcbbf82258",
    updated: "2026-11-21",
  },
  "electrician-camps-bay": {
    sha256: "74a68953bf2f9d929ec5d53595d1decf7154c1756407a1f36ee5e81169939d44",
    updated: "2026-11-21",
  },
  "electrician-cbd": {
    sha256: "0cf7c2c5e42cbe2c9593050d05ff8e671b7d2d2e08b83ebd2af16abdfc5531d5",
    updated: "2026-11-21",
  },
  "electrician-claremont": {
    sha256: "622208787c0c5fd832e847c8e28c5f79650332247017d79792748c3a1a39e2cd",
    updated: "2026-11-21",
  },
  "electrician-clifton": {
    sha256: "164030a40b337a7f5f62e3c218ed8330e2d68b90eabec06aecf2e731d60e8859",
    updated: "2026-11-27",
  },
  "electrician-constantia": {
    sha256: "5f4b544156469250b2128e677b048110c0345c0bf2a2ec617819152cefef66e4",
    updated: "2026-11-27",
  },
  "electrician-devils-peak": {
    sha256: "16d964b5b538d262d349c01a8eb31d92e35617d06435ab5247bbf99c9095be62",
    updated: "2026-11-21",
  },
  "electrician-fish-hoek": {
    sha256: "cb2f7c223b251e2941a07273ce08722d42814f5e3d4392aad67c5282e5755ad1",
    updated: "2026-11-27",
  },
  "electrician-gardens": {
    sha256: "4b6c56e5ca1dbc0eceaf973551473ff512d3c99e7486d4db4960fd567362f288",
    updated: "2026-11-21",
  },
  "electrician-green-point": {
    sha256: "719592e8e4a5255ae75c9f4d6c2e7c0b848a291284acf82163a15aab184d75bd",
    updated: "2026-11-21",
  },
  "electrician-hout-bay": {
    sha256: "db02c0f00c991b781eb1d193408772d1999844490c976c6a84fe161dc72f322c",
    updated: "2026-11-27",
  },
  "electrician-muizenberg": {
    sha256: "69dc9bce1d21a8f00db6a1a964be2a98b5559265c4ff069967093991fda06aac",
    updated: "2026-11-21",
  },
  "electrician-newlands": {
    sha256: "cd32299cd54c1801eaa0ca35ce0dbbc8a0154d55072aff82ed9628643323f0f2",
    updated: "2026-11-21",
  },
  "electrician-observatory": {
    sha256: "e62ca019a335e8a41e0dfa883101b3f7a6a5ba804d3fd46044936734f7e0dd5c",
    updated: "2026-11-21",
  },
  "electrician-oranjezicht": {
    sha256: "5b2dc82295e9d7bfff57bb0afb0c2bc17ca4f85a6e89998435a848409f852c4e",
    updated: "2026-11-21",
  },
  "electrician-rondebosch": {
    sha256: "3dce44b0f0f9b50c0c4c296b3edec1a913ce7a9e28956385f0022ceecc8cbc10",
    updated: "2026-11-27",
  },
  "electrician-sea-point": {
    sha256: "2afeb56d28fefc328a0f7d0b52d592e0a9a45f9445d834864e523bf8e35b1bf1",
    updated: "2026-11-21",
  },
  "electrician-table-mountain": {
    sha256: "21939c9d27faaf932e538bd0e7e8248e9d2fad37f6c6dc731c93f688d3567a61",
    updated: "2026-11-21",
  },
  "electrician-tamboerskloof": {
    sha256: "10e027d439b25014d507e6b666e1f11955d43662d9e83939a392a7797525747a",
    updated: "2026-11-21",
  },
  "electrician-vredehoek": {
    sha256: "1d5e3a76b56164f3dc9ffc1e76a3054ef871dbeca2794a6ab13f38ab41c01db6",
    updated: "2026-11-21",
  },
  "electrician-woodstock": {
    sha256: "ccf2fba5ca116d0906225323e3f2aa73b330eda321d6831413f397bfbac53a4d",
    updated: "2026-11-27",
  },
  "electrician-wynberg": {
    sha256: "658ccb3766d89be78836ca23205b397be1f8f313d929a728f976a195d856f595",
    updated: "2026-11-21",
  },
  "emergency-electrical-bellville-parow": {
    sha256: "69ebe49a0ae5cd52ec494a6af5146036d45e85a06946a0fc0ee3ade5514d25f6",
    updated: "2026-11-21",
  },
  "emergency-electrical-bellville": {
    sha256: "56bed5562463dc7251ed99a4b2a541482f30099101366379ce3edec91a937337",
    updated: "2026-11-21",
  },
  "eskom-renewable-energy": {
    sha256: "08103f216c2895458f5ff132bb2c8c05ea6c8863a9104ff1d7ff3797a2ec38d3",
    updated: "2026-11-21",
  },
  "green-hydrogen-revolution": {
    sha256: "2bec63d14baa02c0a419b59172361482e74728fe3e80732a1253f7bf2cfeacda",
    updated: "2026-11-21",
  },
  "green-hydrogen": {
    sha256: "924aab7f054a60d218ba07be7c25fee6e77359a83bc18fee0d09461fb9bcce6f",
    updated: "2026-11-21",
  },
  "inherited-house-electrical-checklist": {
    sha256: "6c13c07af8d7055c43d5bc64dce0575499e752a7813ac6f9f77cbc45af825c34",
    updated: "2026-11-27",
  },
  "load-shedding-city-bowl": {
    sha256: "51e772c957d4085f7be1ca532a84efc77bda51c9c9f9a204c9ce62a3243c2cbd",
    updated: "2026-11-27",
  },
  "load-shedding-solutions": {
    sha256: "af5cf05d7682b700751078420667c7ab58e93431945b8a8065b3e4d9b460729a",
    updated: "2026-11-27",
  },
  "luxury-electrical-sea-point": {
    sha256: "f8d64a5fd0dc60666deea54131047adc474377b690ae82568088025b5986bb5d",
    updated: "2026-11-27",
  },
  "luxury-electrical": {
    sha256: "1400a80d657ea74bdc406c92b8dbbb9505032dc8b523e3c40f6570f06dd12c85",
    updated: "2026-11-21",
  },
  "prepaid-meter-tripping-cape-flats": {
    sha256: "42b21a738564625da00fcaf32e829fcefa7255b9d4f76e100e86a77129f6b763",
    updated: "2026-11-27",
  },
  "selling-your-home-electrical-coc": {
    sha256: "c63a0e09c953ecf5026a7c7c06115822701f4d5e8b2b0fcc4d03a6ae1e8e2c57",
    updated: "2026-11-27",
  },
  "solar-power-guide": {
    sha256: "ca3dbe51ab403368aabac872c1446336b065ad930d3daa407948c7eae7491a55",
    updated: "2026-11-21",
  },
};
