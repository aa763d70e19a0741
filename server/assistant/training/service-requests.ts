/**
 * Visitors' own words for a job, each labelled with the slug of the service page that answers it.
 * Used to train the service guesser of the chat assistant.
 *
 * The first part is every request from ordinary-requests.ts that is clearly about one service,
 * copied word for word; requests that are general, about no particular service or that could
 * equally be two services are left out. The second part is new requests written the way Cape Town
 * visitors type them (South African English, Cape Flats Afrikaans and isiXhosa), mostly without
 * the words of the service page's title.
 */
export const serviceRequests: { text: string; service: string }[] = [
  // Part 1: labelled requests from ordinary-requests.ts
  {
    text: "hi there, need 2 extra plugs in the kitchen. kettle, toaster and microwave all fighting over one double socket lol",
    service: "power-point-installation",
  },
  {
    text: "how much to put a plug point in the garage? my husband keeps running an extension lead from the kitchen for his tools",
    service: "power-point-installation",
  },
  {
    text: "Good day. I'm starting a nail business from the front room and need a few more plug points by the window where the light is good. Could you give me a quote?",
    service: "power-point-installation",
  },
  { text: "need an outside plug by the braai area pls", service: "power-point-installation" },
  {
    text: "can u do a weatherproof plug outside by the tap, want to use a pressure washer on the bakkie",
    service: "power-point-installation",
  },
  {
    text: "my son's gaming corner has like 4 multiplugs plugged into each other, can we get proper plugs there instead",
    service: "power-point-installation",
  },
  {
    text: "the aircon installer says the new aircon in the lounge needs its own point, can you do that part",
    service: "power-point-installation",
  },
  {
    text: "i work from home and the only plug is on the wrong side of the room from my desk. want one put in next to the desk",
    service: "power-point-installation",
  },
  {
    text: "do you guys fit those plug points with usb ports built in? want two next to the beds",
    service: "power-point-installation",
  },
  {
    text: "moved the fridge to the other wall and now theres no plug anywhere close, can someone shift one over",
    service: "power-plug-relocation",
  },
  {
    text: "the tv is going on the opposite wall, want the plug moved up to where it will hang so no cables show",
    service: "power-plug-relocation",
  },
  {
    text: "built-in cupboards are being fitted on the 14th and they'll cover the only plug in the bedroom. need it moved before the carpenter comes",
    service: "power-plug-relocation",
  },
  {
    text: "our kitchen guy says the plug next to where the new sink will be is too close to the water, can you move it along the wall",
    service: "power-plug-relocation",
  },
  {
    text: "the office got rearranged over the weekend and the desks dont line up with the floor boxes anymore. about 6 desks need power moved",
    service: "power-plug-relocation",
  },
  {
    text: "tiler is booked for next thursday and the bathroom plug must go higher before he starts, can u come before him?",
    service: "power-plug-relocation",
  },
  {
    text: "one plug in the lounge doesnt work, the rest are fine. nothing dramatic, it's just dead",
    service: "power-point-repairs",
  },
  {
    text: "the plug next to my bed is loose in the wall and the charger keeps falling out. can someone come replace it",
    service: "power-point-repairs",
  },
  {
    text: "the plug covers in the passage are yellow and ugly from age, want new white ones throughout the house",
    service: "power-point-repairs",
  },
  {
    text: "I bought a chandelier and need someone to hang it in the dining room, it's quite heavy",
    service: "light-fixture-installation",
  },
  {
    text: "how much to swap the fluorescent tubes in the kitchen for LED?",
    service: "light-fixture-installation",
  },
  {
    text: "the lounge only has one light in the middle and its so gloomy at night. can you put in downlights",
    service: "light-fixture-installation",
  },
  {
    text: "looking for someone to fit LED strips under the kitchen cupboards so I can see what im chopping",
    service: "light-fixture-installation",
  },
  {
    text: "need a switch at the top and bottom of the stairs, at the moment you walk up in the dark and switch on at the top",
    service: "light-fixture-installation",
  },
  {
    text: "could you fit a dimmer for the main bedroom light, the wife wants it softer at night",
    service: "light-fixture-installation",
  },
  {
    text: "got 3 pendant lights from Mr Price Home for over the kitchen island, who can install them",
    service: "light-fixture-installation",
  },
  { text: "passage lights arent working, new globes didnt help", service: "light-fixture-repairs" },
  {
    text: "one downlight in the kitchen keeps flickering even with a brand new bulb in it",
    service: "light-fixture-repairs",
  },
  {
    text: "4 downlights in the lounge all went off at once last night, the rest of the house is fine",
    service: "light-fixture-repairs",
  },
  {
    text: "bathroom light only comes on if you flick the switch 3 or 4 times",
    service: "light-fixture-repairs",
  },
  {
    text: "we have a small clothing shop in Bellville and the colours look wrong under our old lights, customers say the jeans look grey. can you help",
    service: "lighting-solutions",
  },
  {
    text: "the big lights in our warehouse stay dim for ages every time the power returns after loadshedding, is there something better we can put in",
    service: "lighting-solutions",
  },
  {
    text: "staff in our office keep complaining about glare on their screens from the ceiling lights, can someone come look",
    service: "lighting-solutions",
  },
  {
    text: "please quote to change about 60 fluorescent fittings to LED in our office in Parow",
    service: "lighting-solutions",
  },
  {
    text: "want lights that switch on by themselves when someone comes up the drive at night",
    service: "outdoor-lighting",
  },
  {
    text: "the garden lights are rusted to bits from the sea air, we're in Hout Bay. need new ones that will last",
    service: "outdoor-lighting",
  },
  {
    text: "we're building a patio with a built-in braai and want lights there, plus maybe a plug",
    service: "outdoor-lighting",
  },
  {
    text: "the steps from the garage to the kitchen door are pitch dark. my mom nearly missed a step last week, want a light there",
    service: "outdoor-lighting",
  },
  {
    text: "the outside light stays on all day now, think the sensor packed up",
    service: "outdoor-lighting",
  },
  {
    text: "want some nice low lights along the garden path, nothing fancy",
    service: "outdoor-lighting",
  },
  {
    text: "our bathroom has no window and stays steamy forever after a shower. can you put something in to pull the moisture out",
    service: "fan-installation",
  },
  {
    text: "every winter the bathroom ceiling gets black mould and the paint peels. someone said an extractor would help, do you install those?",
    service: "fan-installation",
  },
  {
    text: "it gets so hot in the upstairs bedroom in summer, we're in Belhar and there's no breeze. ceiling fan possible?",
    service: "fan-installation",
  },
  {
    text: "want to swap the lounge ceiling light for a fan that has a light on it",
    service: "fan-installation",
  },
  {
    text: "the kitchen has no extractor and the whole house smells of fish when i fry. need one that goes outside",
    service: "fan-installation",
  },
  {
    text: "our covered stoep needs a fan, is there a kind made for outdoors",
    service: "fan-installation",
  },
  { text: "the ceiling fan wobbles and clicks, worse on high speed", service: "fan-repairs" },
  {
    text: "fan in the bedroom just hums and won't turn unless i give the blades a push",
    service: "fan-repairs",
  },
  {
    text: "ceiling fan remote stopped working, put new batteries in, still nothing",
    service: "fan-repairs",
  },
  {
    text: "bathroom extractor is so weak now, you can hold a tissue to it and it barely moves",
    service: "fan-repairs",
  },
  {
    text: "the light on our ceiling fan flickers but the fan itself works fine",
    service: "fan-repairs",
  },
  {
    text: "the toilet extractor keeps running for ages after the light is off, drives me mad at night",
    service: "fan-repairs",
  },
  {
    text: "bought a new freestanding stove, the old one needs to be disconnected and the new one connected. what would that cost",
    service: "electrical-appliance-installation",
  },
  {
    text: "we're switching to a gas hob. what happens to the old electric stove connection, does it need to be sorted?",
    service: "electrical-appliance-installation",
  },
  {
    text: "plumber is replacing our geyser on friday and said we need an electrician for the electrical connection. are you available?",
    service: "electrical-appliance-installation",
  },
  {
    text: "we're getting a heat pump for the geyser and the supplier wants an electrician to do the supply",
    service: "electrical-appliance-installation",
  },
  {
    text: "dishwasher is going in next to the sink but there's no plug point anywhere near it",
    service: "electrical-appliance-installation",
  },
  {
    text: "want to change from a normal stove to a separate wall oven and a hob, what electrical work would that need",
    service: "electrical-appliance-installation",
  },
  {
    text: "can you wire in a geyser timer? we bought one already",
    service: "general-installations",
  },
  {
    text: "the gate motor was installed years ago running off an extension lead from the garage. want it done properly",
    service: "general-installations",
  },
  {
    text: "pool pump needs a proper outside supply, right now it's an extension through the window",
    service: "general-installations",
  },
  {
    text: "want a heated towel rail put in the main bathroom before winter",
    service: "general-installations",
  },
  {
    text: "our doorbell transformer is old and the bell doesnt ring anymore, can someone sort it",
    service: "general-repairs",
  },
  {
    text: "we had a borehole drilled and need the pump connected",
    service: "general-installations",
  },
  {
    text: "the bill gave me a shock this month, over R3000 and there's only two of us. can someone help work out where it's going",
    service: "energy-efficiency-solutions",
  },
  {
    text: "how can we bring our prepaid spend down? we top up every week and it's getting crazy",
    service: "energy-efficiency-solutions",
  },
  {
    text: "heat pump vs solar geyser, which one makes more sense? mine is 15 years old and due for replacing anyway",
    service: "energy-efficiency-solutions",
  },
  {
    text: "our pool pump runs like 10 hours a day, someone said that's way too much. can you set it up better",
    service: "energy-efficiency-solutions",
  },
  {
    text: "the office lights and aircon stay on all night because nobody switches off. any way to automate that",
    service: "energy-efficiency-solutions",
  },
  {
    text: "want solar panels, our electricity bill just keeps going up and I work from home all day",
    service: "solar-panel-installation",
  },
  {
    text: "we already have an inverter and batteries but no panels, it only charges from Eskom. want to add panels",
    service: "solar-panel-installation",
  },
  {
    text: "we're re-roofing in March and want to plan the solar mounting before the new roof goes on",
    service: "solar-panel-installation",
  },
  {
    text: "bought a house and the previous owner put panels on without City approval. we might sell in two years, how do we make it legal",
    service: "solar-panel-installation",
  },
  {
    text: "looking for backup power for loadshedding, mainly wifi, tv, fridge, lights and the gate",
    service: "solar-inverter-installation",
  },
  {
    text: "we have one of those portable inverters on extension leads through the house. want it installed properly on the board",
    service: "solar-inverter-installation",
  },
  {
    text: "panels produce less than last year according to the app, same month comparison",
    service: "solar-system-maintenance",
  },
  {
    text: "the inverter keeps showing a fault code F23 and then restarts by itself, everything else seems fine",
    service: "solar-system-maintenance",
  },
  {
    text: "pigeons have moved in under the solar panels and the mess is unreal, can you sort them out and check the panels",
    service: "solar-system-maintenance",
  },
  {
    text: "the company that installed our solar closed down and nobody answers. do you service systems you didn't install?",
    service: "solar-system-maintenance",
  },
  {
    text: "the panels are covered in dust and salt, when last should they have been cleaned? can you do a service",
    service: "solar-system-maintenance",
  },
  {
    text: "our cameras only show shapes at night, cant see faces at all. need better ones",
    service: "cctv-installation",
  },
  {
    text: "the camera recorder goes off during loadshedding so there's no footage then. can it go on the inverter?",
    service: "cctv-installation",
  },
  {
    text: "we own a small shop in Ravensmead and want cameras on the till and the back storeroom",
    service: "cctv-installation",
  },
  {
    text: "our body corporate wants cameras at the complex entrance and the parking area. can you quote for the trustees",
    service: "cctv-installation",
  },
  {
    text: "the gate motor is so slow now and sometimes stops halfway open",
    service: "access-control-systems",
  },
  {
    text: "gate motor battery dies halfway through loadshedding and then we have to open by hand",
    service: "access-control-systems",
  },
  {
    text: "the intercom at the front gate stopped working, we can't hear visitors anymore",
    service: "access-control-systems",
  },
  {
    text: "i lost both gate remotes, need new ones and the old ones cancelled",
    service: "access-control-systems",
  },
  {
    text: "our complex wants to change from remotes to tags so we can cancel access when people move out",
    service: "access-control-systems",
  },
  {
    text: "the staff at our office have used the same door code for like 5 years, we want something better",
    service: "access-control-systems",
  },
  {
    text: "wifi drops out in the back bedrooms, the router is in the lounge at the front",
    service: "data-network-cabling",
  },
  {
    text: "we're moving offices next month and the new place needs network points at 12 desks",
    service: "data-network-cabling",
  },
  {
    text: "fibre guys put the router in the garage of all places. want a cable run to the study",
    service: "data-network-cabling",
  },
  {
    text: "there are network cables running along the skirting and under the carpet in our office, want it neatened",
    service: "data-network-cabling",
  },
  {
    text: "our CoC failed on earthing, the inspector wrote it on the report. can you fix that part",
    service: "earthing-wire-installation",
  },
  {
    text: "plumber replaced a piece of copper pipe with plastic and the CoC guy said the bonding is now broken, whatever that means. can you sort it",
    service: "earthing-wire-installation",
  },
  {
    text: "the earth spike outside next to the board is rusted and the clamp is loose, the inspector flagged it",
    service: "earthing-wire-installation",
  },
  {
    text: "the backyard room is fed from the house with a cable that has no earth in it according to the last inspection",
    service: "earthing-wire-installation",
  },
  {
    text: "we bought an electric car and need a proper charger at home, it takes forever on the normal plug",
    service: "electric-motor-charger-installation",
  },
  {
    text: "I live in a complex and want a charger in my parking bay, the trustees asked me to get a quote and a load check",
    service: "electric-motor-charger-installation",
  },
  {
    text: "we've got panels on the roof, can the car charge off the sun during the day?",
    service: "electric-motor-charger-installation",
  },
  {
    text: "selling the house, the agent says we need a CoC. how soon can you do it?",
    service: "electrical-compliance-certificates",
  },
  {
    text: "our CoC is from 2021, is it still ok for the transfer?",
    service: "electrical-compliance-certificates",
  },
  {
    text: "I rent out a flat in Sea Point and want it checked and certified before the new tenants move in",
    service: "electrical-compliance-certificates",
  },
  {
    text: "we had an inverter put in last year, do we need a new CoC for that?",
    service: "electrical-compliance-certificates",
  },
  {
    text: "building an extension and the architect's drawings have zero electrical on them, can you do a layout",
    service: "electrical-design-consultation",
  },
  {
    text: "our architect wants a load figure and a board schedule for the new building, do you do that kind of thing",
    service: "electrical-design-consultation",
  },
  {
    text: "i have 3 quotes for the same rewire and they're all completely different, can you help me understand what i actually need",
    service: "electrical-design-consultation",
  },
  {
    text: "the old wooden box with screw-in fuses has to go, we want a proper modern board",
    service: "electrical-panel-upgrades",
  },
  {
    text: "my gran's house in Bonteheuwel still has the old fuse wire board, can you quote to replace it with breakers",
    service: "electrical-panel-upgrades",
  },
  {
    text: "can you replace the old db with a new one? ours is from the 80s and there's no space left in it",
    service: "electrical-panel-upgrades",
  },
  {
    text: "the fuse for the geyser isolator blew and now the geyser is dead, no hot water since yesterday",
    service: "electrical-fuse-replacement",
  },
  {
    text: "we're adding an inverter and the electrician before said our board can't take it, so we need a bigger one",
    service: "electrical-panel-upgrades",
  },
  {
    text: "the labels in our db have faded completely, nobody knows which switch is what. can you come label it",
    service: "electrical-panel-repairs",
  },
  {
    text: "we're buying a house in Thornton and want an inspection before we sign, it looks like the wiring is old",
    service: "electrical-inspections",
  },
  {
    text: "i inherited my parents' house and have no idea what state the electrics are in, want someone to check everything",
    service: "electrical-inspections",
  },
  {
    text: "we keep getting small faults in different rooms, a plug here, a light there. want someone to look at the whole house",
    service: "electrical-inspections",
  },
  {
    text: "tenant's backyard room needs its own proper supply, right now it runs off a cable from the kitchen",
    service: "electrical-installations",
  },
  {
    text: "turning the garage into a little workshop, need lights and plugs in there",
    service: "electrical-installations",
  },
  {
    text: "converting the front room into a hair salon, need plugs for dryers and better lighting",
    service: "electrical-installations",
  },
  {
    text: "need a supply for an irrigation controller in the garden",
    service: "electrical-installations",
  },
  {
    text: "we want a second geyser for the granny flat, it needs its own circuit I think",
    service: "electrical-installations",
  },
  {
    text: "our body corporate wants a maintenance contract so someone checks the boards, lights and gate every few months",
    service: "electrical-maintenance",
  },
  {
    text: "the stairwell lights in our block have been out for weeks and the managing agent isn't doing anything, can we book you directly",
    service: "electrical-maintenance",
  },
  {
    text: "we need emergency lights for the stairwell in our building, there's nothing there at the moment",
    service: "lighting-solutions",
  },
  {
    text: "got a generator for loadshedding, want a changeover switch put in so it can run the house properly",
    service: "electrical-part-assembly",
  },
  {
    text: "need a motor starter for a new pump at our nursery in Philippi",
    service: "electrical-part-assembly",
  },
  {
    text: "the new workshop at the back needs its own sub board",
    service: "electrical-part-assembly",
  },
  {
    text: "we imported a machine and the controls came loose in a box, can you build a panel for it in your workshop",
    service: "electrical-part-assembly",
  },
  {
    text: "the power came back after loadshedding but the back half of the house stayed off. breakers all look up",
    service: "electrical-power-restoration",
  },
  {
    text: "prepaid meter has credit but it's showing some error code and wont connect",
    service: "electrical-power-restoration",
  },
  {
    text: "no lights in our house but the whole street has power, main switch is up. what do we do",
    service: "electrical-power-restoration",
  },
  {
    text: "renovating the kitchen, plugs and lights must move and we want an island with plugs in it",
    service: "electrical-renovations",
  },
  {
    text: "bathroom makeover starts in May, shower and vanity move around. need the electrics planned",
    service: "electrical-renovations",
  },
  {
    text: "we're knocking out the wall between the kitchen and lounge, there's a switch and a plug on that wall",
    service: "electrical-renovations",
  },
  {
    text: "want a tv wall with the cables hidden inside, while the builders are still here",
    service: "electrical-renovations",
  },
  {
    text: "our builder needs an electrician to price the electrics for an extension, can you meet him on site",
    service: "electrical-renovations",
  },
  {
    text: "the lights dim a little whenever the kettle goes on, is that something to check?",
    service: "electrical-repairs",
  },
  {
    text: "a handyman did some wiring for the previous owner and I'm not sure about it, want a proper electrician to check it over",
    service: "electrical-repairs",
  },
  {
    text: "our insurer wants a test report for the shop",
    service: "electrical-testing-inspection",
  },
  {
    text: "we're thinking of leasing a commercial building in Epping and want the installation checked before we sign",
    service: "electrical-testing-inspection",
  },
  {
    text: "another contractor finished a fit-out for us and we'd like an independent check before we pay them",
    service: "electrical-testing-inspection",
  },
  {
    text: "old house, too few plugs, extension leads everywhere. what would it take to bring it up to date",
    service: "electrical-upgrades",
  },
  {
    text: "want surge protection for the whole house, we lost a TV and the router after the power came back last year",
    service: "electrical-upgrades",
  },
  {
    text: "we want to add an aircon and an induction hob, not sure the supply can handle it",
    service: "electrical-upgrades",
  },
  {
    text: "the house is from the 60s and the cable in the roof looks really old and crumbly. think we need a rewire, how much roughly",
    service: "electrical-wiring-installation",
  },
  {
    text: "the plug points have 3 holes but the inspector said there's no earth wire behind them, the house was done with two-core",
    service: "electrical-wiring-installation",
  },
  {
    text: "adding a backyard flat and a second kitchen, the current circuits are probably maxed out",
    service: "electrical-wiring-installation",
  },
  {
    text: "previous owner added bits over the years and it's a mess of colours in the roof. want it redone properly",
    service: "electrical-wiring-installation",
  },
  {
    text: "we had rats in the roof last year, they've been dealt with but want the wiring checked while the ceiling is open",
    service: "electrical-wiring-repairs",
  },
  {
    text: "the last electrician left the job halfway and never came back, can you finish it and issue a CoC",
    service: "electrician-services",
  },
  {
    text: "i manage about 12 rental units in Parow and Goodwood, looking for one electrician i can phone for anything that comes up",
    service: "electrician-services",
  },
  {
    text: "hi, not urgent, nothing sparking or anything. just a plug in the kids room that has stopped working",
    service: "power-point-repairs",
  },
  {
    text: "fitting out a new shop in the mall and the landlord wants a CoC for the tenant installation",
    service: "commercial-electrical-services",
  },
  {
    text: "our restaurant breakers trip at lunch when all the fryers and aircons are on, can you look at the load",
    service: "commercial-electrical-services",
  },
  {
    text: "our lease ends in June and the landlord wants the electrical handed back certified",
    service: "commercial-electrical-services",
  },
  {
    text: "new compressor arrived and needs a three-phase supply with an isolator",
    service: "industrial-electrical-services",
  },
  {
    text: "moving machines around the factory floor next month, the power must follow them",
    service: "industrial-electrical-services",
  },
  {
    text: "the lights in the workshop dip every time the big motor starts up",
    service: "industrial-electrical-services",
  },
  {
    text: "need someone who can chase the walls and plaster afterwards, don't want to call a separate builder",
    service: "general-construction",
  },
  {
    text: "need a trench dug from the house to the backyard room for the cable",
    service: "general-construction",
  },
  {
    text: "there's no trapdoor into our roof, can you make one so someone can look at the wiring",
    service: "general-construction",
  },
  {
    text: "the inverter needs a proper wall mounting and the batteries a plinth, do you do the building side too",
    service: "general-construction",
  },
  {
    text: "the light switch in the kitchen is cracked and sticks, needs replacing",
    service: "general-repairs",
  },
  {
    text: "geyser not heating since the weekend, cold showers for everyone",
    service: "general-repairs",
  },
  {
    text: "hot water seems hotter than it used to be, can someone check the geyser thermostat and set it lower to save power",
    service: "general-repairs",
  },
  {
    text: "the water heater timer doesnt keep time anymore, it's switching on at odd hours",
    service: "general-repairs",
  },
  {
    text: "building a house in Kuils River, who does the electrics from the start? foundations go in next month",
    service: "new-construction-wiring",
  },
  {
    text: "we're putting up 4 townhouses and each one needs its own board and meter",
    service: "new-construction-wiring",
  },
  {
    text: "our plans for a granny flat were approved, need an electrician from the start to the end",
    service: "new-construction-wiring",
  },
  {
    text: "earlier I thought something was burning but it was just the toast lol. anyway, actually wanted to ask about downlights for the lounge",
    service: "light-fixture-installation",
  },
  {
    text: "this heat is killing me, is it expensive to put a ceiling fan in the bedroom?",
    service: "fan-installation",
  },
  {
    text: "my electricity bill is killing me every month, what can I do to cut it",
    service: "energy-efficiency-solutions",
  },
  {
    text: "that last quote from another company was a shocker, R18k for a board. can you give me a second opinion?",
    service: "electrical-panel-upgrades",
  },
  {
    text: "don't panic, nothing is broken lol. just want a price for an outside light",
    service: "outdoor-lighting",
  },
  {
    text: "it's not an emergency, the bathroom fan just stopped. whenever you can",
    service: "fan-repairs",
  },
  {
    text: "the fuse in my head blew trying to figure out which inverter to buy. can someone just tell me what i need?",
    service: "solar-inverter-installation",
  },
  {
    text: "the kids are live wires and always charging stuff, we need more plugs in their room",
    service: "power-point-installation",
  },
  {
    text: "we had lightning last summer that took out the gate motor, we want surge protection on it this time",
    service: "access-control-systems",
  },
  {
    text: "want lights for the smoking area outside our pub in Parow",
    service: "outdoor-lighting",
  },
  {
    text: "need lights around our fire pit in the garden, something warm looking",
    service: "outdoor-lighting",
  },
  {
    text: "the braai area is dark when we have friends over, want two lights on the wall",
    service: "outdoor-lighting",
  },
  {
    text: "I'm burning money on the geyser, it's on 24/7. want a timer",
    service: "energy-efficiency-solutions",
  },
  {
    text: "my wife says sparks fly when we both cook, but really we just need more plugs on the counter haha",
    service: "power-point-installation",
  },
  {
    text: "need flash new lights in the lounge, the old ones are from the 90s",
    service: "light-fixture-installation",
  },
  {
    text: "hey sparky, how much to change 10 downlights to LED",
    service: "light-fixture-installation",
  },
  {
    text: "heard you guys are the best in Bishop Lavis, need a quote for a full rewire of a 3 bedroom house",
    service: "electrical-wiring-installation",
  },
  {
    text: "Hi there, hope you're well. We've been in our house in Belhar for about 20 years now and honestly the electrics have just been added onto bit by bit. My late husband used to get a guy in whenever something was needed. Now I want to sell and move closer to my daughter in Durbanville, and the agent says I need a certificate. Can you come have a look and tell me what it will cost? I'm home most days.",
    service: "electrical-compliance-certificates",
  },
  {
    text: "good morning, we are a small accounting firm in Bellville with 8 staff. We want a UPS or inverter setup so that the computers, server and internet keep running during loadshedding. Nothing else needs to be on it. Could someone come do an assessment and quote? Mornings are best for us.",
    service: "solar-inverter-installation",
  },
  {
    text: "afternoon. our gate motor is about 12 years old and sounds like a tractor when it opens. the gate itself runs fine on the track. is it worth fixing or should we just get a new motor? we're in Thornton",
    service: "access-control-systems",
  },
  { text: "hw long does a coc take?", service: "electrical-compliance-certificates" },
  {
    text: "can u come 2moro morning for a plug thats not working, im home till 12",
    service: "power-point-repairs",
  },
  {
    text: "need electrician in Parow asap for a geyser connection, plumber is here waiting (nothing wrong just need the wires done)",
    service: "electrical-appliance-installation",
  },
  {
    text: "sorry for the late msg, just want to book for next week to install 2 outside lights",
    service: "outdoor-lighting",
  },
  {
    text: "my landlord said i must get a quote for a new plug in the kitchen and send it to him, can you email it to me",
    service: "power-point-installation",
  },
  {
    text: "looking for an electrician for ongoing maintenance at our 3 petrol stations, mostly lights, pumps boards and signage",
    service: "electrical-maintenance",
  },
  {
    text: "the school wants the classrooms changed to LED lighting over the holidays",
    service: "lighting-solutions",
  },
  {
    text: "i want to install a security beam light at the back where the dustbins are",
    service: "outdoor-lighting",
  },
  {
    text: "the dogs keep setting off the sensor light at night, can it be adjusted or moved higher",
    service: "outdoor-lighting",
  },
  {
    text: "i want my bedroom light to be switched from next to the bed as well as the door",
    service: "light-fixture-installation",
  },
  {
    text: "want to put lights in the pool when we redo it, the pool guy says the electrician must do the wiring side",
    service: "outdoor-lighting",
  },
  {
    text: "the bathroom heater stopped working, the one on the wall. it's just dead",
    service: "general-repairs",
  },
  {
    text: "my garage door opener is plugged in with an extension lead from the ceiling plug. can it be wired in properly",
    service: "general-installations",
  },
  {
    text: "I need a quote for installing a 5kW inverter with a 10kWh battery for my 3 bed house",
    service: "solar-inverter-installation",
  },
  {
    text: "what's the difference between lithium and the old lead acid batteries for backup",
    service: "solar-inverter-installation",
  },
  {
    text: "how big an inverter do i need for the fridge, tv, lights and wifi",
    service: "solar-inverter-installation",
  },
  {
    text: "can my inverter run the kettle? if not can you set it up so the kettle plug is not on the backup",
    service: "solar-inverter-installation",
  },
  {
    text: "the essentials board in our house was set up weird, the geyser is on the inverter side and it drains the battery. can it be moved off",
    service: "solar-inverter-installation",
  },
  {
    text: "want to get solar but we live in a complex, what do the trustees need from us",
    service: "solar-panel-installation",
  },
  {
    text: "the solar app says production dropped by like 30% since Christmas",
    service: "solar-system-maintenance",
  },
  {
    text: "one panel looks dirty in the app compared to the others, or something. can you come check",
    service: "solar-system-maintenance",
  },
  {
    text: "after the hail storm we want the panels checked, nothing seems wrong but just in case",
    service: "solar-system-maintenance",
  },
  {
    text: "rats in the roof near the solar cables, the pest guy took care of them, now want the cables checked",
    service: "solar-system-maintenance",
  },
  {
    text: "yearly service for our solar system please, it's 4 years old and never been serviced",
    service: "solar-system-maintenance",
  },
  {
    text: "the inverter screen went blank but the house still has power, what does that mean",
    service: "solar-system-maintenance",
  },
  { text: "we want to add 4 more panels to our system", service: "solar-panel-installation" },
  {
    text: "need cameras at the back of the house and the side passage, we had a break-in attempt last month",
    service: "cctv-installation",
  },
  {
    text: "want to be able to check the cameras at the shop from home at night",
    service: "cctv-installation",
  },
  {
    text: "existing cameras need to be moved higher, they were installed too low and you can only see the tops of heads",
    service: "cctv-installation",
  },
  {
    text: "our cctv system is about 8 years old, all analog, want to upgrade to HD that works on the phone",
    service: "cctv-installation",
  },
  { text: "can the cameras record even when the internet is down?", service: "cctv-installation" },
  { text: "want cameras at the gate that can read number plates", service: "cctv-installation" },
  {
    text: "the complex wants cameras but some owners are worried about privacy. do you help set it up so its done right",
    service: "cctv-installation",
  },
  {
    text: "need an intercom with a screen at the small gate so i can see who is ringing from the bedroom upstairs",
    service: "access-control-systems",
  },
  {
    text: "can the intercom ring my cellphone when im not home",
    service: "access-control-systems",
  },
  {
    text: "want a keypad at the garage door so the kids dont need remotes",
    service: "access-control-systems",
  },
  {
    text: "our office wants fingerprint readers on the main door",
    service: "access-control-systems",
  },
  {
    text: "need the gate to close automatically after the car goes through",
    service: "access-control-systems",
  },
  {
    text: "one of the safety beams on the gate got knocked by the bakkie, now the gate won't close",
    service: "access-control-systems",
  },
  {
    text: "the gate opens by itself sometimes in the night, we think someone copied the remote",
    service: "access-control-systems",
  },
  {
    text: "we want to add another access point in the back of the house, wifi is so weak there",
    service: "data-network-cabling",
  },
  {
    text: "can you run a network cable from the study to the lounge for the tv box",
    service: "data-network-cabling",
  },
  {
    text: "we need a network cabinet tidied up at our office, it's a rat's nest of cables",
    service: "data-network-cabling",
  },
  {
    text: "office has an inverter but the internet still goes down in loadshedding, the router must not be on it",
    service: "data-network-cabling",
  },
  {
    text: "need to install ceiling wifi units that take power from the cable in our warehouse",
    service: "data-network-cabling",
  },
  {
    text: "we want a charger at our office for staff EVs, maybe 4 bays",
    service: "electric-motor-charger-installation",
  },
  {
    text: "main switch goes off if the car is on charge and the oven is on at the same time. can the charger be set to slow down?",
    service: "electric-motor-charger-installation",
  },
  {
    text: "what size charger should i get for a hybrid",
    service: "electric-motor-charger-installation",
  },
  {
    text: "heat pump has been installed but the supplier left the electrical, can you finish it off",
    service: "electrical-appliance-installation",
  },
  {
    text: "plumber moved our geyser into the roof, need the electrics moved too",
    service: "electrical-appliance-installation",
  },
  {
    text: "we're replacing the kitchen hob with a bigger one, does the circuit need changing",
    service: "electrical-appliance-installation",
  },
  {
    text: "the geyser element needs replacing i think, water is lukewarm at best",
    service: "general-repairs",
  },
  {
    text: "can you put a switch on the wall to turn the geyser on and off instead of going to the DB",
    service: "general-installations",
  },
  {
    text: "want a smart switch on the geyser so i can control it from my phone",
    service: "general-installations",
  },
  {
    text: "is a geyser blanket worth it or should I rather get a timer",
    service: "energy-efficiency-solutions",
  },
  {
    text: "can you do an energy audit for our small factory, the bill has doubled in 2 years",
    service: "energy-efficiency-solutions",
  },
  {
    text: "is it worth changing the pool pump for a variable speed one",
    service: "energy-efficiency-solutions",
  },
  {
    text: "how much can i save with a heat pump compared to my normal geyser?",
    service: "energy-efficiency-solutions",
  },
  {
    text: "the cold room at our butchery needs its own circuit, the installer is coming on the 20th",
    service: "commercial-electrical-services",
  },
  {
    text: "hi, eish sorry to bother on a saturday, but can I book someone for monday to look at the lights in the garage that stopped working",
    service: "light-fixture-repairs",
  },
  {
    text: "we need an inspection of the whole building for the body corporate AGM, with a report we can show the owners",
    service: "electrical-inspections",
  },
  {
    text: "im a estate agent and have 3 houses that need CoCs this month, do you give agents a rate?",
    service: "electrical-compliance-certificates",
  },
  {
    text: "we would like a maintenance plan for our office park, 6 buildings, mainly boards and outside lighting",
    service: "electrical-maintenance",
  },
  {
    text: "our hotel in Sea Point wants the corridor lights changed to motion sensor LED",
    service: "lighting-solutions",
  },
  {
    text: "can you install a plug and a light in our garden shed, it's about 20m from the house",
    service: "electrical-installations",
  },
  {
    text: "wanna put a mini fridge and a tv in the garage for the braai days, need plugs there",
    service: "power-point-installation",
  },
  {
    text: "the garden fountain pump needs an outside supply, the landscaper said ask an electrician",
    service: "general-installations",
  },
  {
    text: "we want a light on the gate pillar and one at the post box",
    service: "outdoor-lighting",
  },
  {
    text: "is it possible to add a second light switch in the lounge by the kitchen door",
    service: "light-fixture-installation",
  },
  {
    text: "the nightlight in the passage went off and doesn't come on anymore",
    service: "light-fixture-repairs",
  },
  {
    text: "we'd like the house checked before we move in, previous tenants did some odd things like extension leads through the walls",
    service: "electrical-inspections",
  },
  {
    text: "good morning, what's the earliest you can come for a geyser that's not heating? we're in Matroosfontein",
    service: "general-repairs",
  },
  {
    text: "can you put a plug point inside the cupboard for the router so the cables are hidden",
    service: "power-point-installation",
  },
  {
    text: "would like a quote for a new board with surge protection and a changeover for the inverter",
    service: "electrical-panel-upgrades",
  },
  {
    text: "the alarm company says the alarm panel needs a fixed power supply instead of the plug, can you do that",
    service: "general-installations",
  },
  {
    text: "how long does it take to install an inverter? I need to know how long we'll be without power that day",
    service: "solar-inverter-installation",
  },
  {
    text: "awe, ek soek iemand wat 'n ekstra plug in die kombuis kan sit, die kettle en die microwave deel een plug",
    service: "power-point-installation",
  },
  {
    text: "hoeveel vat julle om 'n plug in die garage te sit? my man werk daar met sy tools",
    service: "power-point-installation",
  },
  {
    text: "ons het die fridge na die ander muur geskuif en nou issie daar 'n plug naby nie",
    service: "power-plug-relocation",
  },
  {
    text: "een plug in die sitkamer werk nie, die res is fine. niks ernstig nie",
    service: "power-point-repairs",
  },
  {
    text: "die ligte in die gang werk nie, ons het al nuwe globes ingesit",
    service: "light-fixture-repairs",
  },
  {
    text: "die geyser word nie warm nie sedert Sondag, koue stort vir almal",
    service: "general-repairs",
  },
  {
    text: "daai ou houtbord met die skroef-fuses moet nou uit, ons wil 'n nuwe DB hê",
    service: "electrical-panel-upgrades",
  },
  {
    text: "ek wil hê die buiteligte moet vanself aangaan as iemand by die oprit opstap",
    service: "outdoor-lighting",
  },
  {
    text: "die plafonwaaier wiebel en maak 'n klik-geluid as hy vinnig draai",
    service: "fan-repairs",
  },
  {
    text: "volgens die app lewer die panele minder as verlede jaar dieselfde tyd",
    service: "solar-system-maintenance",
  },
  {
    text: "ons bou 'n huis in Brackenfell, wie doen die elektries van die begin af?",
    service: "new-construction-wiring",
  },
  {
    text: "die huurder se kamer agter in die jaart moet sy eie behoorlike krag kry, nie 'n extension nie",
    service: "electrical-installations",
  },
  {
    text: "ons doen die kombuis oor en die plugs en ligte moet skuif",
    service: "electrical-renovations",
  },
  {
    text: "badkamer bly nat na 'n stort, kan julle iets insit wat die stoom uittrek",
    service: "fan-installation",
  },
  {
    text: "kan julle die ou DB uithaal en 'n nuwe een insit? hy's al oor die dertig jaar oud",
    service: "electrical-panel-upgrades",
  },
  {
    text: "die bill het my 'n skok gegee die maand, hoe kry ek dit af?",
    service: "energy-efficiency-solutions",
  },
  {
    text: "ek het gedink iets brand maar dit was net die toast, alles reg. wou eintlik vra oor 'n nuwe lig buite",
    service: "outdoor-lighting",
  },
  {
    text: "ons soek surge protection vir die huis, ons het al twee TVs verloor na loadshedding",
    service: "electrical-upgrades",
  },
  {
    text: "ons het noodligte nodig vir die trappe in ons woonstelblok",
    service: "lighting-solutions",
  },
  {
    text: "nie dringend nie, niks vonk nie, net 'n plug wat nie meer werk nie",
    service: "power-point-repairs",
  },
  {
    text: "die water heater se timer werk nie meer reg nie, hy skakel aan op snaakse tye",
    service: "general-repairs",
  },
  {
    text: "hoeveel kos 'n CoC vir 'n drie-slaapkamer huis in Bellville?",
    service: "electrical-compliance-certificates",
  },
  {
    text: "ons verkoop die huis en die prokureur vra vir 'n elektriese sertifikaat, hoe gou kan julle kom?",
    service: "electrical-compliance-certificates",
  },
  {
    text: "ons CoC is van 2022, is dit nog goed vir die oordrag?",
    service: "electrical-compliance-certificates",
  },
  {
    text: "ek verhuur 'n woonstel in Parow en wil hê dit moet gesertifiseer word voor die nuwe huurders intrek",
    service: "electrical-compliance-certificates",
  },
  {
    text: "ons het verlede jaar 'n inverter laat insit, het ons 'n nuwe CoC nodig?",
    service: "electrical-compliance-certificates",
  },
  {
    text: "ek wil solar panele kry, die kragrekening gaan net op en op",
    service: "solar-panel-installation",
  },
  {
    text: "ons het al 'n inverter en batterye maar geen panele nie, kan ons panele byvoeg?",
    service: "solar-panel-installation",
  },
  {
    text: "die panele is vol stof en sout, ons bly naby die see. hoe gereeld moet hulle skoongemaak word?",
    service: "solar-system-maintenance",
  },
  {
    text: "ons kameras wys net skaduwees in die aand, mens kan nie gesigte sien nie",
    service: "cctv-installation",
  },
  {
    text: "die kamera recorder gaan af in loadshedding, kan dit op die inverter gesit word?",
    service: "cctv-installation",
  },
  {
    text: "ek het 'n klein winkeltjie in Bishop Lavis en wil kameras by die till en in die stoorkamer hê",
    service: "cctv-installation",
  },
  {
    text: "ons body corporate wil kameras by die ingang van die kompleks hê, kan julle 'n quote vir die trustees stuur",
    service: "cctv-installation",
  },
  { text: "die hekmotor is so stadig en hy stop soms halfpad", service: "access-control-systems" },
  {
    text: "die hek se battery gaan pap halfpad deur loadshedding, dan moet ons met die hand oopmaak",
    service: "access-control-systems",
  },
  {
    text: "ek het albei hek-remotes verloor, hoe kanselleer ons die oues en kry nuwes",
    service: "access-control-systems",
  },
  { text: "die wifi val heeltyd uit in die agterste kamers", service: "data-network-cabling" },
  {
    text: "ons CoC het gefail op die aarding, die inspekteur het dit op die verslag geskryf",
    service: "earthing-wire-installation",
  },
  {
    text: "die loodgieter het 'n stuk koperpyp met plastiek vervang en nou sê die CoC ou die bonding is af",
    service: "earthing-wire-installation",
  },
  {
    text: "ons het 'n elektriese kar gekoop en soek 'n behoorlike laaier by die huis",
    service: "electric-motor-charger-installation",
  },
  {
    text: "ek bly in 'n kompleks en wil 'n laaier in my parkeerplek hê, wat het die trustees nodig?",
    service: "electric-motor-charger-installation",
  },
  {
    text: "ons bou 'n aanbou aan en die planne wys niks elektries nie, kan julle 'n uitleg doen?",
    service: "electrical-design-consultation",
  },
  {
    text: "die argitek wil 'n load figure hê vir die nuwe gebou, doen julle daai soort ding?",
    service: "electrical-design-consultation",
  },
  {
    text: "die fuse vir die geyser het geblaas en nou is die geyser dood",
    service: "electrical-fuse-replacement",
  },
  {
    text: "ons is 'n ou huis in Goodwood, te min plugs, extension cords oral. wat sal dit kos om dit op te gradeer",
    service: "electrical-upgrades",
  },
  {
    text: "die etikette in die DB is heeltemal verbleik, niemand weet watter switch is wat nie",
    service: "electrical-panel-repairs",
  },
  {
    text: "ons koop 'n huis in Kuilsrivier en wil 'n inspeksie hê voor ons teken",
    service: "electrical-inspections",
  },
  {
    text: "ons body corporate soek 'n onderhoudskontrak, iemand wat elke paar maande na die borde en ligte kyk",
    service: "electrical-maintenance",
  },
  {
    text: "ons het 'n kragopwekker en soek 'n changeover switch sodat hy die huis kan laat loop",
    service: "electrical-part-assembly",
  },
  { text: "die werkswinkel agter moet sy eie sub-bord kry", service: "electrical-part-assembly" },
  {
    text: "die krag het teruggekom na loadshedding maar die agterste helfte van die huis het afgebly, al die breakers is op",
    service: "electrical-power-restoration",
  },
  {
    text: "die prepaid meter het krag op maar wys 'n error en wil nie connect nie",
    service: "electrical-power-restoration",
  },
  {
    text: "ons huis is donker maar die bure het almal krag, die main switch is op",
    service: "electrical-power-restoration",
  },
  {
    text: "ons wil die muur tussen die kombuis en sitkamer uitbreek, daar is 'n skakelaar en 'n plug op daai muur",
    service: "electrical-renovations",
  },
  {
    text: "ons wil 'n TV muur hê met die kabels in die muur weggesteek",
    service: "electrical-renovations",
  },
  {
    text: "die ligte dim 'n bietjie elke keer as die kettle aangaan",
    service: "electrical-repairs",
  },
  {
    text: "die huis is van die sestigs en die kabel in die dak lyk baie oud, ons dink ons het 'n rewire nodig",
    service: "electrical-wiring-installation",
  },
  {
    text: "ons restaurant se breakers trip met middagete as al die fryers en aircons aan is",
    service: "commercial-electrical-services",
  },
  {
    text: "kan julle die mure kap en daarna weer pleister? ons wil nie 'n aparte bouer inroep nie",
    service: "general-construction",
  },
  {
    text: "ons het nie 'n luikie in die dak nie, kan julle een maak sodat iemand na die bedrading kan kyk",
    service: "general-construction",
  },
  { text: "die skakelaar in die kombuis is gekraak en hy steek vas", service: "general-repairs" },
  { text: "die deurklokkie het net eendag opgehou werk", service: "general-repairs" },
  {
    text: "ons het planne goedgekeur vir 'n granny flat, ons soek 'n elektrisiën van begin tot einde",
    service: "new-construction-wiring",
  },
  {
    text: "my bru, hoeveel vir 'n dimmer in die slaapkamer? die vrou wil sagte lig hê in die aand",
    service: "light-fixture-installation",
  },
  {
    text: "ek het 'n kroonkandelaar gekoop by Coricraft, kan julle hom kom ophang in die eetkamer",
    service: "light-fixture-installation",
  },
  {
    text: "ôs soek downlights in die lounge, daar's net een liggie in die middel en dis soos 'n grot",
    service: "light-fixture-installation",
  },
  {
    text: "kan djulle LED strips onder die kombuiskaste sit? ek sien niks as ek kos maak nie",
    service: "light-fixture-installation",
  },
  {
    text: "ek wil 'n skakelaar bo en onder by die trappe hê, nou loop ons in die donker op",
    service: "light-fixture-installation",
  },
  {
    text: "hoeveel kos dit om die fluorescent tubes in die garage te vervang met LED?",
    service: "light-fixture-installation",
  },
  {
    text: "vier downlights in die kombuis het saam afgegaan gisteraand, die res van die huis is okay",
    service: "light-fixture-repairs",
  },
  {
    text: "die lig op die plafonwaaier flikker maar die waaier draai lekker",
    service: "fan-repairs",
  },
  {
    text: "die waaier brom net en draai nie tensy ek die blade 'n stoot gee",
    service: "fan-repairs",
  },
  {
    text: "die badkamer se extractor trek amper niks lug nie, ons kan nog steeds die spieël nie sien na 'n stort",
    service: "fan-repairs",
  },
  {
    text: "dis so warm in die boonste kamer in die somer, kan julle 'n plafonwaaier insit?",
    service: "fan-installation",
  },
  {
    text: "ons stoep is onder dak, is daar 'n waaier wat buite kan werk?",
    service: "fan-installation",
  },
  {
    text: "die badkamer plafon word swart van die muf elke winter, iemand het gesê 'n fan sal help",
    service: "fan-installation",
  },
  {
    text: "ek het 'n nuwe stoof gekoop, kan julle hom aansluit en die oue uithaal",
    service: "electrical-appliance-installation",
  },
  {
    text: "ons gaan oor na 'n gas hob, wat gebeur met die ou elektriese stoof se punt?",
    service: "electrical-appliance-installation",
  },
  {
    text: "die loodgieter vervang die geyser Vrydag en sê ons het 'n elektrisiën nodig vir die aansluiting",
    service: "electrical-appliance-installation",
  },
  {
    text: "die skottelgoedwasser gaan langs die wasbak in maar daar is geen plug daar nie",
    service: "electrical-appliance-installation",
  },
  {
    text: "kan julle 'n geyser timer inbou? ons het al een gekoop",
    service: "general-installations",
  },
  {
    text: "die hekmotor loop van 'n extension lead af uit die garage, ons wil hê dit moet behoorlik gedoen word",
    service: "general-installations",
  },
  {
    text: "die swembadpomp het 'n behoorlike buite-toevoer nodig",
    service: "general-installations",
  },
  {
    text: "ons wil 'n verhitte handdoekreling in die badkamer hê voor die winter",
    service: "general-installations",
  },
  {
    text: "die boorgat is klaar geboor, nou moet die pomp aangesluit word",
    service: "general-installations",
  },
  {
    text: "moet ek 'n heat pump kry of 'n solar geyser? die geyser is vyftien jaar oud",
    service: "energy-efficiency-solutions",
  },
  {
    text: "die swembadpomp loop tien uur 'n dag, is dit te veel?",
    service: "energy-efficiency-solutions",
  },
  {
    text: "ons wil al die halogeen downlights na LED verander, so 20 van hulle",
    service: "light-fixture-installation",
  },
  {
    text: "kyk, ek wil net weet hoe ek die prepaid langer kan laat hou, ons top elke week op",
    service: "energy-efficiency-solutions",
  },
  {
    text: "dit voel of ons geld brand op die geyser, hy's 24/7 aan",
    service: "energy-efficiency-solutions",
  },
  {
    text: "ons soek backup krag vir loadshedding, net die wifi, TV, fridge, ligte en die hek",
    service: "solar-inverter-installation",
  },
  {
    text: "ons het een van daai portable inverters met extension leads deur die huis, ons wil dit behoorlik laat insit",
    service: "solar-inverter-installation",
  },
  {
    text: "watter grootte inverter het ek nodig vir die fridge, TV en wifi?",
    service: "solar-inverter-installation",
  },
  {
    text: "kan die inverter die kettle vat? as nie, kan julle die kettle plug van die backup afhaal",
    service: "solar-inverter-installation",
  },
  {
    text: "die geyser is op die inverter se kant en hy maak die battery pap, kan julle dit skuif",
    service: "solar-inverter-installation",
  },
  {
    text: "na die haelstorm wil ons net die panele laat nagaan, niks lyk verkeerd nie",
    service: "solar-system-maintenance",
  },
  {
    text: "die solar app sê produksie het met dertig persent gedaal sedert Kersfees",
    service: "solar-system-maintenance",
  },
  { text: "ons wil vier ekstra panele bysit", service: "solar-panel-installation" },
  {
    text: "jaarlikse diens vir ons solar asb, dis vier jaar oud en nog nooit gediens nie",
    service: "solar-system-maintenance",
  },
  {
    text: "ons het 'n inbraakpoging gehad, ons soek kameras agter en in die sygang",
    service: "cctv-installation",
  },
  {
    text: "ek wil van die huis af die winkel se kameras op my foon kan kyk",
    service: "cctv-installation",
  },
  {
    text: "die kameras is te laag gesit, mens sien net die bokant van koppe",
    service: "cctv-installation",
  },
  {
    text: "ons soek 'n video intercom by die voetgangerhek sodat ek van bo af kan sien wie lui",
    service: "access-control-systems",
  },
  {
    text: "kan die intercom my selfoon bel as ek nie by die huis is nie?",
    service: "access-control-systems",
  },
  {
    text: "ek wil 'n keypad by die garagedeur hê sodat die kinders nie remotes nodig het nie",
    service: "access-control-systems",
  },
  {
    text: "een van die hek se safety beams is deur die bakkie geslaan, nou wil die hek nie toegaan nie",
    service: "access-control-systems",
  },
  {
    text: "ons kompleks wil van remotes na tags oorskakel sodat ons mense kan afsny as hulle uittrek",
    service: "access-control-systems",
  },
  {
    text: "ons kantoor het dieselfde deurkode al vyf jaar, ons soek iets beter",
    service: "access-control-systems",
  },
  {
    text: "kan julle 'n netwerkkabel van die studeerkamer na die sitkamer trek vir die TV box?",
    service: "data-network-cabling",
  },
  {
    text: "die kar laai so stadig van die gewone plug af, dit vat die hele nag",
    service: "electric-motor-charger-installation",
  },
  {
    text: "ons het solar en wil hê die kar moet bedags van die son af laai",
    service: "electric-motor-charger-installation",
  },
  {
    text: "die main switch trip as die kar laai en die oond is aan",
    service: "electric-motor-charger-installation",
  },
  {
    text: "ons soek 'n laaier by die kantoor vir personeel se elektriese karre",
    service: "electric-motor-charger-installation",
  },
  {
    text: "die vrou wil 'n pos by die hek met 'n liggie op, en een by die posbus",
    service: "outdoor-lighting",
  },
  {
    text: "die buitelig brand heeldag nou, ek dink die sensor is stukkend",
    service: "outdoor-lighting",
  },
  {
    text: "die honde laat die sensorlig die hele nag aangaan, kan dit hoër gesit word?",
    service: "outdoor-lighting",
  },
  {
    text: "die buite-plug trip die earth leakage elke keer as dit reën, ons wil 'n behoorlike waterdigte een hê",
    service: "power-point-repairs",
  },
  {
    text: "ons bou 'n patio met 'n ingeboude braai en wil ligte daar hê",
    service: "outdoor-lighting",
  },
  {
    text: "die tuinligte het verroes van die seelug, ons soek nuwes wat hou",
    service: "outdoor-lighting",
  },
  {
    text: "die trappies van die garage na die kombuis is pikdonker, ma het amper geval verlede week",
    service: "outdoor-lighting",
  },
  {
    text: "ons wil 'n paar lae liggies langs die tuinpaadjie hê, niks fancy nie",
    service: "outdoor-lighting",
  },
  {
    text: "die TV gaan teen die ander muur en ek wil die plug hoër hê sodat die kabels nie wys nie",
    service: "power-plug-relocation",
  },
  {
    text: "die ingeboude kaste gaan die enigste plug in die slaapkamer toemaak, dit moet geskuif word",
    service: "power-plug-relocation",
  },
  {
    text: "die teëlwerker kom volgende week en die plug in die badkamer moet eers hoër",
    service: "power-plug-relocation",
  },
  {
    text: "die kinders is altyd besig om goed te laai, ons het meer plugs in hul kamer nodig",
    service: "power-point-installation",
  },
  {
    text: "Goeiemôre, ek is 'n pensioenaris in Bonteheuwel en my dogter het gesê ek moet julle kontak. Die huis is oud en die plugs in die kombuis is maar min, ek gebruik 'n multiplug vir alles. Ek wil net hê iemand moet kom kyk en vir my sê wat dit sal kos om nog twee plugs in te sit. Ek is elke dag by die huis behalwe Woensdae.",
    service: "power-point-installation",
  },
  {
    text: "ons het 'n inspeksie van die hele gebou nodig vir die body corporate se AGM, met 'n verslag vir die eienaars",
    service: "electrical-inspections",
  },
  { text: "hoe lank vat 'n CoC inspeksie?", service: "electrical-compliance-certificates" },
  {
    text: "moenie skrik nie, niks is stukkend nie lol, ek wil net 'n prys hê vir 'n buitelig",
    service: "outdoor-lighting",
  },
  {
    text: "daai laaste quote van 'n ander company was 'n skok, R18 000 vir 'n bord. kan julle 'n tweede opinie gee?",
    service: "electrical-panel-upgrades",
  },
  {
    text: "ons wil ligte rondom die vuurput in die tuin hê, iets wat warm lyk",
    service: "outdoor-lighting",
  },
  {
    text: "awê my broe, sê vir my hoeveel vir 'n nuwe plug by die TV, ôs het te veel adapters daar wat in mekaar sit",
    service: "power-point-installation",
  },
  {
    text: "my tjommie sê julle het sy huis gerewire en hy's baie happy, ek wil ook 'n prys hê",
    service: "electrical-wiring-installation",
  },
  {
    text: "wat kos 'n inspeksie voor ek 'n huis koop? ons kyk na een in Kenridge",
    service: "electrical-inspections",
  },
  {
    text: "kan julle die babakamer se lig op 'n dimmer sit, vir die nagvoeding",
    service: "light-fixture-installation",
  },
  {
    text: "die hek se keypad reageer nie meer lekker nie, mens moet hard druk vir die nommers",
    service: "access-control-systems",
  },
  {
    text: "die moskee wil die ligte in die saal na LED verander, kan julle 'n kwotasie gee",
    service: "lighting-solutions",
  },
  {
    text: "kan julle 'n punt vir 'n vrieskas in die opwaskamer sit?",
    service: "power-point-installation",
  },
  {
    text: "die ou lig in die badkamer is geel en lelik, hoeveel vir 'n nuwe een?",
    service: "light-fixture-installation",
  },
  {
    text: "ek wil 'n buitelig hê wat van sononder tot sonop brand sonder dat ek aan hom raak",
    service: "outdoor-lighting",
  },
  {
    text: "ons werkswinkel se masjiene trip as twee van hulle gelyk aanskakel",
    service: "industrial-electrical-services",
  },
  {
    text: "die kompleks se boomhek by die ingang gaan stadig op en die karre staan tou",
    service: "access-control-systems",
  },
  {
    text: "ons het 'n ou huis in Observatory en die prokureur sê die CoC moet nuut wees, dis 'n ou Victoriaanse huis",
    service: "electrical-compliance-certificates",
  },
  {
    text: "kan julle 'n toevoer na die hok trek vir die hoenders se lig in die winter?",
    service: "electrical-installations",
  },
  {
    text: "Molweni, ndicela ukufakelwa iplagi ezimbini ekhitshini, ikettle ne-microwave zisebenzisa iplagi enye",
    service: "power-point-installation",
  },
  { text: "Molo, malini ukufaka iplagi egaraji?", service: "power-point-installation" },
  {
    text: "sishenxise ifriji yaya kwelinye udonga, ngoku akukho plagi kufutshane nayo",
    service: "power-plug-relocation",
  },
  {
    text: "iplagi enye egumbini lokuhlala ayisebenzi, ezinye zonke zilungile. akukho ngxamiseko",
    service: "power-point-repairs",
  },
  {
    text: "izibane zepaseji azisebenzi, sizamile iibhalbhu ezintsha",
    service: "light-fixture-repairs",
  },
  {
    text: "igiza alifudumezi amanzi ukususela ngeCawa, sihlamba ngamanzi abandayo",
    service: "general-repairs",
  },
  {
    text: "ibhokisi endala yomthi eneefuse ezindala mayisuswe, sifuna ibhodi entsha",
    service: "electrical-panel-upgrades",
  },
  {
    text: "ndifuna izibane zangaphandle zizikhanyise ngokwazo xa umntu esondela kwindlela yemoto",
    service: "outdoor-lighting",
  },
  {
    text: "ifeni yasesilingini iyanyikima kwaye yenza ingxolo ekhlikhizayo",
    service: "fan-repairs",
  },
  {
    text: "iipaneli zelanga zivelisa umbane omncinci kunonyaka ophelileyo",
    service: "solar-system-maintenance",
  },
  {
    text: "sakha indlu eDelft, ngubani owenza umbane ukusuka ekuqaleni?",
    service: "new-construction-wiring",
  },
  {
    text: "igumbi lomqeshi emva kweyadi lifuna umbane walo ofanelekileyo, hayi i-extension cord",
    service: "electrical-installations",
  },
  {
    text: "silungisa ikhitshi, iiplagi nezibane kufuneka zihanjiswe",
    service: "electrical-renovations",
  },
  {
    text: "igumbi lokuhlambela lihlala limanzi emva kokuhlamba, ningafaka into ekhupha umphunga?",
    service: "fan-installation",
  },
  {
    text: "ningayisusa ibhodi yombane endala nifake entsha? indala kakhulu",
    service: "electrical-panel-upgrades",
  },
  {
    text: "ibhili yombane yandothusa kule nyanga, iphezulu kakhulu",
    service: "energy-efficiency-solutions",
  },
  {
    text: "bendicinga kukho into etshayo kanti yi-toast nje, konke kulungile. bendifuna ukubuza ngesibane sangaphandle",
    service: "outdoor-lighting",
  },
  {
    text: "sifuna i-surge protection endlini, iTV yethu yonakala emva kwe-loadshedding",
    service: "electrical-upgrades",
  },
  { text: "sifuna izibane zongxamiseko kwizitepsi zesakhiwo sethu", service: "lighting-solutions" },
  {
    text: "akukho ngxamiseko, akukho ntlantsi, yiplagi nje engasasebenziyo",
    service: "power-point-repairs",
  },
  {
    text: "itimer yegiza ayisasebenzi kakuhle, ivula ngamaxesha angaqhelekanga",
    service: "general-repairs",
  },
  {
    text: "malini i-CoC yendlu enamagumbi amathathu?",
    service: "electrical-compliance-certificates",
  },
  {
    text: "ndithengisa indlu yam kwaye igqwetha lifuna isatifikethi sombane, ningeza nini?",
    service: "electrical-compliance-certificates",
  },
  {
    text: "ndiqeshisa iflethi eParow, ndifuna ihlolwe ngaphambi kokuba abaqeshi abatsha bangene",
    service: "electrical-compliance-certificates",
  },
  {
    text: "sifake i-inverter kunyaka ophelileyo, ingaba sifuna i-CoC entsha?",
    service: "electrical-compliance-certificates",
  },
  {
    text: "ndifuna iipaneli zelanga, ibhili yombane iyanyuka rhoqo",
    service: "solar-panel-installation",
  },
  {
    text: "sine-inverter neebhetri kodwa asinazo iipaneli, singazongeza?",
    service: "solar-panel-installation",
  },
  {
    text: "i-inverter ibonisa i-fault code kwaye iziqalela ngokwayo, ezinye izinto zisebenza",
    service: "solar-system-maintenance",
  },
  {
    text: "iikhamera zethu zibonisa izithunzi ebusuku, awukwazi ukubona ubuso",
    service: "cctv-installation",
  },
  {
    text: "i-recorder yekhamera iyacima ngexesha le-loadshedding, ingafakwa kwi-inverter?",
    service: "cctv-installation",
  },
  {
    text: "ndinevenkile encinci eKhayelitsha, ndifuna iikhamera kwi-till nasegumbini lokugcina",
    service: "cctv-installation",
  },
  {
    text: "i-motor yesango icotha kakhulu kwaye ngamanye amaxesha iyema phakathi",
    service: "access-control-systems",
  },
  {
    text: "ibhetri yesango iyaphela phakathi kwe-loadshedding, emva koko sivula ngesandla",
    service: "access-control-systems",
  },
  {
    text: "i-intercom esangweni ayisasebenzi, asiva nto xa abantu bekhalisa",
    service: "access-control-systems",
  },
  {
    text: "ndilahlekelwe zii-remote zesango zombini, ndifuna ezintsha nezindala zicinywe",
    service: "access-control-systems",
  },
  {
    text: "i-CoC yethu ayiphumelelanga ngenxa ye-earthing, umhloli uyibhalile kwingxelo",
    service: "earthing-wire-installation",
  },
  {
    text: "sithenge imoto yombane, sifuna itshaja efanelekileyo ekhaya",
    service: "electric-motor-charger-installation",
  },
  {
    text: "sakha i-extension endlwini kodwa iiplani azibonisi nto ngombane, ningenza i-layout?",
    service: "electrical-design-consultation",
  },
  { text: "i-fuse yegiza ifile, ngoku igiza alisebenzi", service: "electrical-fuse-replacement" },
  {
    text: "indlu yethu indala, iiplagi zimbalwa, ii-extension cord kuyo yonke indawo. kuza kubiza malini ukuyihlaziya?",
    service: "electrical-upgrades",
  },
  {
    text: "sithenga indlu eGugulethu, sifuna ihlolwe ngaphambi kokuba sisayine",
    service: "electrical-inspections",
  },
  {
    text: "i-body corporate yethu ifuna umntu ozakuhlola iibhodi nezibane rhoqo emva kweenyanga ezimbalwa",
    service: "electrical-maintenance",
  },
  {
    text: "umbane ubuyile emva kwe-loadshedding kodwa inxalenye yendlu ayinambane, zonke ii-breaker zivuliwe",
    service: "electrical-power-restoration",
  },
  { text: "izibane ziyafiphala kancinci xa ikettle ivulwa", service: "electrical-repairs" },
  {
    text: "ndicela nindinike ikowuti yokufaka i-inverter endlwini yam",
    service: "solar-inverter-installation",
  },
  {
    text: "ndifuna ifeni yasesilingini egumbini lokulala, kushushu kakhulu ehlotyeni",
    service: "fan-installation",
  },
  { text: "ifeni ayijikelezi, iyabombozela nje", service: "fan-repairs" },
  {
    text: "isitovu sam esitsha sifuna ukudityaniswa, ningasenza?",
    service: "electrical-appliance-installation",
  },
  {
    text: "umntu wamanzi utshintsha igiza ngoLwesihlanu, uthi sifuna umbane ukuba udityaniswe",
    service: "electrical-appliance-installation",
  },
  {
    text: "ndifuna isibane esitsha egumbini lokutyela, ndithenge i-chandelier",
    service: "light-fixture-installation",
  },
  {
    text: "izibane ezine ze-downlight zicime kanye ngexesha elinye, enye indlu ilungile",
    service: "light-fixture-repairs",
  },
  {
    text: "ndifuna ii-downlights egumbini lokuhlala, kumnyama kakhulu ebusuku",
    service: "light-fixture-installation",
  },
  {
    text: "sifuna iplagi yangaphandle kwindawo yokosela inyama",
    service: "power-point-installation",
  },
  // Part 2: new requests
  {
    text: "my desk is in the spare room now and everything runs off one adapter, want 2 doubles put in along that wall",
    service: "power-point-installation",
  },
  {
    text: "need more sockets in the kitchen, there's only one by the kettle and the air fryer has to share it",
    service: "power-point-installation",
  },
  {
    text: "can someone add a double plug behind the tv cabinet? too many adapters stacked on each other there",
    service: "power-point-installation",
  },
  {
    text: "the garage has no plugs at all and my husband wants to do his woodwork in there on weekends",
    service: "power-point-installation",
  },
  {
    text: "want a plug by the pool for the cleaner pump thingy, at the moment we run a long lead from the lounge",
    service: "power-point-installation",
  },
  {
    text: "my daughter does lashes from home and needs a plug right next to the bed she works on",
    service: "power-point-installation",
  },
  {
    text: "the spare room has 1 single socket for the whole room, we need at least two doubles for the new lodger",
    service: "power-point-installation",
  },
  {
    text: "ek soek twee ekstra plugs in die slaapkamer, die kinders laai hul fone oor 'n extension",
    service: "power-point-installation",
  },
  {
    text: "kan julle 'n plug agter by die braai kom insit? ons sleep elke keer 'n lead deur die kombuis",
    service: "power-point-installation",
  },
  {
    text: "my ma se kamer het net een ou enkel socket, sy wil 'n dubbel een by die bed ook hê",
    service: "power-point-installation",
  },
  {
    text: "ons wil 'n plug in die garage hê vir die deepfreeze, nou loop die lead van die kombuis af",
    service: "power-point-installation",
  },
  {
    text: "ndifuna iplagi entsha egumbini lokulala, ndisebenzisa i-extension cord ukusuka kwipaseji",
    service: "power-point-installation",
  },
  {
    text: "plug in the bathroom doesnt work anymore, the hairdryer gets nothing. other plugs fine",
    service: "power-point-repairs",
  },
  {
    text: "the socket by the fridge is loose, the whole thing moves when you pull the plug out",
    service: "power-point-repairs",
  },
  {
    text: "the plastic cover on the plug in the kids room cracked when the bed bumped it, want a new one",
    service: "power-point-repairs",
  },
  {
    text: "my phone charger only works if i hold it at an angle in the socket, think the socket is worn out",
    service: "power-point-repairs",
  },
  {
    text: "the double socket in the study only works on the one side, the other side is dead",
    service: "power-point-repairs",
  },
  {
    text: "die plug langs my bed is los in die muur, die charger val heeltyd uit",
    service: "power-point-repairs",
  },
  {
    text: "net die een plug in die kombuis werk nie meer nie, die ander is almal fine",
    service: "power-point-repairs",
  },
  {
    text: "kan julle die ou gekraakte plug in die sitkamer vervang? die plaatjie is stukkend",
    service: "power-point-repairs",
  },
  {
    text: "iplagi ekhitshini ixegile, iplagi yekettle iyaphuma rhoqo",
    service: "power-point-repairs",
  },
  {
    text: "the socket is exactly where the new fridge has to stand, can it go a bit further along the wall",
    service: "power-plug-relocation",
  },
  {
    text: "we're getting a big headboard and it'll cover the plug, need it moved up above the headboard",
    service: "power-plug-relocation",
  },
  {
    text: "want the plug behind the couch shifted to the other side of the room where the desk is going now",
    service: "power-plug-relocation",
  },
  {
    text: "kitchen fitter says the oven plug must move one cupboard over for the new layout",
    service: "power-plug-relocation",
  },
  {
    text: "putting the tv up on a bracket, want the socket moved up behind it so no wires hang down",
    service: "power-plug-relocation",
  },
  {
    text: "die plug is nou agter die nuwe kas, kan julle hom na die ander kant van die muur skuif",
    service: "power-plug-relocation",
  },
  {
    text: "die nuwe vanity kom waar die plug in die badkamer is, dit moet eenkant toe geskuif word",
    service: "power-plug-relocation",
  },
  {
    text: "sifuna ukuhambisa iplagi iye kolunye udonga, iTV iza kuxhonywa apho",
    service: "power-plug-relocation",
  },
  {
    text: "want to switch the stair light on at the bottom and off at the top",
    service: "light-fixture-installation",
  },
  {
    text: "bought a big round hanging light for the dining room online, need someone to put it up properly",
    service: "light-fixture-installation",
  },
  {
    text: "the main bedroom has one sad bulb in the middle, want proper lights in the ceiling spread out",
    service: "light-fixture-installation",
  },
  {
    text: "can you put wall lights on either side of the bed",
    service: "light-fixture-installation",
  },
  {
    text: "want the lounge lights to go softer at night, like a knob on the wall you turn",
    service: "light-fixture-installation",
  },
  {
    text: "the kitchen counter is dark under the top cupboards, want some lighting strips fitted there",
    service: "light-fixture-installation",
  },
  {
    text: "pls quote to take out the 12 old halogen spots in the house and put LED ones in",
    service: "light-fixture-installation",
  },
  {
    text: "ek wil die lig in die gang van albei kante af aan en af kan sit",
    service: "light-fixture-installation",
  },
  {
    text: "ons het 'n mooi hanglamp vir bo die eetkamertafel gekoop, wie kan hom kom ophang?",
    service: "light-fixture-installation",
  },
  {
    text: "die sitkamer is so donker, ons wil daai klein liggies in die plafon hê",
    service: "light-fixture-installation",
  },
  {
    text: "ons wil die ou tube ligte in die kombuis uithaal en nuwe LED goed insit",
    service: "light-fixture-installation",
  },
  {
    text: "ndifuna izibane ezincinci esilingini egumbini lokuhlala, isibane esinye asanele",
    service: "light-fixture-installation",
  },
  {
    text: "the kitchen light keeps flickering on and off, changed the bulb twice already",
    service: "light-fixture-repairs",
  },
  {
    text: "half the lights in the passage ceiling went out together, the bulbs look fine",
    service: "light-fixture-repairs",
  },
  {
    text: "the switch at the bottom of the stairs stopped doing anything, the top one still works",
    service: "light-fixture-repairs",
  },
  {
    text: "the bulbs in the bathroom light keep blowing every couple of weeks, why",
    service: "light-fixture-repairs",
  },
  {
    text: "the LED lights in the lounge still glow a little when they're switched off, weird",
    service: "light-fixture-repairs",
  },
  {
    text: "die lig in die kombuis flikker aanmekaar al het ek 'n nuwe globe ingesit",
    service: "light-fixture-repairs",
  },
  {
    text: "die slaapkamer se lig werk glad nie meer nie, nuwe globe help niks",
    service: "light-fixture-repairs",
  },
  {
    text: "die downlights in die gang gaan net soms aan, dan weer af",
    service: "light-fixture-repairs",
  },
  {
    text: "isibane segumbi lokuhlambela siyakhanyakhanya nangona ibhalbhu intsha",
    service: "light-fixture-repairs",
  },
  {
    text: "our shop floor looks dull and patchy, the stock just doesn't look good under the lights",
    service: "lighting-solutions",
  },
  {
    text: "we run a warehouse and the big ceiling lamps take forever to come back up after loadshedding",
    service: "lighting-solutions",
  },
  {
    text: "need a proper light layout for our new offices before the ceiling goes in",
    service: "lighting-solutions",
  },
  {
    text: "the tubes in our factory canteen die every week, someone is always up a ladder",
    service: "lighting-solutions",
  },
  {
    text: "our building has nothing that lights up the stairs and exits when the power goes, we need that sorted",
    service: "lighting-solutions",
  },
  {
    text: "ons winkel se ligte laat die klere se kleure verkeerd lyk, kan julle iets beter voorstel",
    service: "lighting-solutions",
  },
  {
    text: "ons kantoor het nog die ou tubes, ons wil alles na LED oorskakel, so 40 fittings",
    service: "lighting-solutions",
  },
  {
    text: "ivenkile yethu imnyama kakhulu, sifuna izibane ezitsha ze-LED kuyo yonke ivenkile",
    service: "lighting-solutions",
  },
  {
    text: "the side passage light must come on by itself when someone walks past at night",
    service: "outdoor-lighting",
  },
  {
    text: "want a light on the front of the garage that goes on when it gets dark and off in the morning",
    service: "outdoor-lighting",
  },
  {
    text: "the driveway is pitch black when i get home from night shift, need something there",
    service: "outdoor-lighting",
  },
  {
    text: "we redid the garden and want a few lights in the beds shining up into the trees",
    service: "outdoor-lighting",
  },
  {
    text: "the lamp on the wall by the gate rusted and the glass fell out, want one that can handle the sea air",
    service: "outdoor-lighting",
  },
  {
    text: "want lights along the pool deck so the kids can see the edge at night",
    service: "outdoor-lighting",
  },
  {
    text: "ek wil 'n lig hê wat vanself aangaan as iemand by die agterdeur kom",
    service: "outdoor-lighting",
  },
  {
    text: "die tuin is stikdonker in die aand, ons wil 'n paar liggies langs die gras sit",
    service: "outdoor-lighting",
  },
  {
    text: "ons wil ligte by die stoep en die braaiplek hê vir die somer aande",
    service: "outdoor-lighting",
  },
  {
    text: "ndifuna izibane egadini nasendleleni yemoto, kumnyama kakhulu ebusuku",
    service: "outdoor-lighting",
  },
  {
    text: "the upstairs room is like an oven in december, want something on the ceiling to move the air",
    service: "fan-installation",
  },
  {
    text: "the bathroom mirror stays fogged for an hour after a shower, need something to pull the steam out",
    service: "fan-installation",
  },
  {
    text: "want a fan on the stoep under the roof, one that can handle being outside",
    service: "fan-installation",
  },
  { text: "can you put a fan with a remote in the baby's room?", service: "fan-installation" },
  {
    text: "cooking smells go through the whole house, want something above the stove that blows it outside",
    service: "fan-installation",
  },
  {
    text: "dis te warm in die slaapkamer in die somer, kan julle 'n waaier in die plafon sit",
    service: "fan-installation",
  },
  {
    text: "ons wil die lig in die sitkamer uithaal en 'n waaier met 'n lig insit",
    service: "fan-installation",
  },
  {
    text: "ndifuna ifeni ekhitshini ekhupha umoya nevumba ngaphandle",
    service: "fan-installation",
  },
  {
    text: "the fan in the lounge only does one speed now, the other settings do nothing",
    service: "fan-repairs",
  },
  { text: "ceiling fan turns so slowly even on max", service: "fan-repairs" },
  {
    text: "fan rattles and shakes on the ceiling, worse the faster it goes",
    service: "fan-repairs",
  },
  {
    text: "our bedroom fan keeps switching itself on in the middle of the night",
    service: "fan-repairs",
  },
  {
    text: "die waaier in die slaapkamer draai baie stadig al is hy op die hoogste",
    service: "fan-repairs",
  },
  {
    text: "die remote van die plafonwaaier werk nie meer nie, nuwe batterye help niks",
    service: "fan-repairs",
  },
  { text: "ifeni yasegumbini lokuhlambela ayitsali moya, umphunga uhlala", service: "fan-repairs" },
  {
    text: "getting an induction cooker delivered next week, need it connected",
    service: "electrical-appliance-installation",
  },
  {
    text: "new built-in oven going into the kitchen units, who does the wiring side?",
    service: "electrical-appliance-installation",
  },
  {
    text: "our old stove is still plugged into a wall socket, the new one needs a proper connection",
    service: "electrical-appliance-installation",
  },
  {
    text: "getting a new geyser put in the roof, the plumber says you guys do the electrics",
    service: "electrical-appliance-installation",
  },
  {
    text: "washing machine is going into the scullery but there's nothing to plug it into there",
    service: "electrical-appliance-installation",
  },
  {
    text: "we're putting a heat pump next to the house, need the electrician part done",
    service: "electrical-appliance-installation",
  },
  {
    text: "ons het 'n nuwe oond en 'n hob gekoop, kan julle dit kom aansluit",
    service: "electrical-appliance-installation",
  },
  {
    text: "die nuwe geyser kom Maandag in, die loodgieter sê ons moet 'n elektrisiën kry vir die kragkant",
    service: "electrical-appliance-installation",
  },
  {
    text: "ons skuif van 'n gas stoof na 'n elektriese een, daar's nie 'n punt vir hom nie",
    service: "electrical-appliance-installation",
  },
  {
    text: "die skottelgoedwasser moet ingebou word, waar kry ek iemand vir die elektriese kant",
    service: "electrical-appliance-installation",
  },
  {
    text: "ndithenge i-oven entsha nehob, ningazidibanisa?",
    service: "electrical-appliance-installation",
  },
  {
    text: "bought a timer for the geyser at the hardware store, need someone to wire it in",
    service: "general-installations",
  },
  { text: "want a towel warmer on the wall in the bathroom", service: "general-installations" },
  {
    text: "our garage door motor runs off a multiplug in the roof, can it get a proper fixed connection",
    service: "general-installations",
  },
  {
    text: "the new pressure pump for the water tank needs power, it's outside by the side wall",
    service: "general-installations",
  },
  {
    text: "want a wall heater fixed up in the bathroom for winter, wired in not plugged in",
    service: "general-installations",
  },
  {
    text: "ons wil 'n slim skakelaar op die geyser hê wat ons op die foon kan beheer",
    service: "general-installations",
  },
  {
    text: "die swembadpomp se kabel loop deur die venster, dit moet behoorlik gedoen word",
    service: "general-installations",
  },
  {
    text: "ons het 'n nuwe hekmotor gekoop, hy moet eers 'n toevoer kry voor die installer kom",
    service: "general-installations",
  },
  { text: "ndithenge itimer yegiza, ningayifaka?", service: "general-installations" },
  {
    text: "the switch for the bedroom light is broken, it just flops up and down",
    service: "general-repairs",
  },
  { text: "no hot water since tuesday, the geyser just isn't heating", service: "general-repairs" },
  {
    text: "doorbell stopped ringing, pressing the button does nothing",
    service: "general-repairs",
  },
  { text: "the towel rail in the bathroom stopped getting warm", service: "general-repairs" },
  {
    text: "the timer on the pool pump lost all its settings and runs whenever it feels like it",
    service: "general-repairs",
  },
  { text: "die geyser se water is lou, ek dink die element is klaar", service: "general-repairs" },
  {
    text: "die skakelaar vir die geyser in die kombuis is stukkend, hy bly nie aan nie",
    service: "general-repairs",
  },
  {
    text: "iswitshi yesibane egumbini lokulala iqhekekile, ifuna ukutshintshwa",
    service: "general-repairs",
  },
  {
    text: "our prepaid runs out way too fast, can someone measure what's actually using it",
    service: "energy-efficiency-solutions",
  },
  {
    text: "the geyser heats all day and night, is there a way to only heat it when we need it",
    service: "energy-efficiency-solutions",
  },
  {
    text: "we want to use less power first before we buy backup, so the system can be smaller",
    service: "energy-efficiency-solutions",
  },
  {
    text: "our small office bill is huge, lights and aircon run long after everyone has gone home",
    service: "energy-efficiency-solutions",
  },
  {
    text: "ons kragrekening het verdubbel, ons wil weet waar die krag heen gaan",
    service: "energy-efficiency-solutions",
  },
  {
    text: "die swembad pomp loop heeldag, kan julle dit so stel dat ons spaar",
    service: "energy-efficiency-solutions",
  },
  {
    text: "ibhili yombane iphezulu kakhulu, ndifuna ukonga umbane endlwini",
    service: "energy-efficiency-solutions",
  },
  {
    text: "want to put panels on the north side of the roof, we're home all day",
    service: "solar-panel-installation",
  },
  {
    text: "our inverter only charges off the grid, want it to charge from the sun instead",
    service: "solar-panel-installation",
  },
  {
    text: "how many panels would a house like ours need? we use most of our power during the day",
    service: "solar-panel-installation",
  },
  {
    text: "the business runs 8 to 5, want panels on the roof to cut what we pull from the grid",
    service: "solar-panel-installation",
  },
  {
    text: "our roof gets sun the whole day, want to start using it. got a pool pump and two of us working from home",
    service: "solar-panel-installation",
  },
  {
    text: "ek wil panele op die dak sit, die son skyn heeldag op ons dak",
    service: "solar-panel-installation",
  },
  {
    text: "ons het al 'n inverter, ons wil nou panele bysit sodat die batterye van die son af laai",
    service: "solar-panel-installation",
  },
  {
    text: "sifuna iipaneli zelanga eluphahleni lwendlu yethu",
    service: "solar-panel-installation",
  },
  {
    text: "need something to keep the wifi and tv going when the power goes off, we both work from home",
    service: "solar-inverter-installation",
  },
  {
    text: "want backup for the fridge, lights and gate motor during loadshedding",
    service: "solar-inverter-installation",
  },
  {
    text: "tired of the generator noise every time the power goes, want batteries instead",
    service: "solar-inverter-installation",
  },
  {
    text: "we have a little trolley inverter with leads all over the house, want a proper setup on the board",
    service: "solar-inverter-installation",
  },
  {
    text: "looking for a battery system that we can add panels to later",
    service: "solar-inverter-installation",
  },
  {
    text: "the alarm and cameras go dead when the power is off, want them on backup",
    service: "solar-inverter-installation",
  },
  {
    text: "how long would a battery keep my fridge and lights going?",
    service: "solar-inverter-installation",
  },
  {
    text: "ek soek 'n inverter en batterye vir die huis, ons werk albei van die huis af",
    service: "solar-inverter-installation",
  },
  {
    text: "ons wil hê die ligte en die wifi moet aanbly as die krag afgaan",
    service: "solar-inverter-installation",
  },
  {
    text: "ons is moeg vir die kragopwekker se geraas, ons soek eerder batterye",
    service: "solar-inverter-installation",
  },
  {
    text: "kan julle die inverter so opstel dat net die belangrike goed aanbly?",
    service: "solar-inverter-installation",
  },
  {
    text: "sifuna i-inverter neebhetri ukuze sibe nombane xa umbane ucimile",
    service: "solar-inverter-installation",
  },
  {
    text: "the panels haven't been cleaned since they went up 3 years ago, can you come wash them and check everything",
    service: "solar-system-maintenance",
  },
  {
    text: "inverter is beeping and showing an alarm on the screen, house power is still fine",
    service: "solar-system-maintenance",
  },
  {
    text: "monitoring app shows way less kWh than last summer",
    service: "solar-system-maintenance",
  },
  {
    text: "the guys who put our solar in have disappeared, need someone to look after it now",
    service: "solar-system-maintenance",
  },
  {
    text: "there's leaves and bird mess under the panels, want it cleaned out and checked",
    service: "solar-system-maintenance",
  },
  { text: "die inverter wys 'n foutkode en herbegin homself", service: "solar-system-maintenance" },
  {
    text: "ons solar is drie jaar oud en nog nooit nagegaan nie, kan julle 'n diens doen",
    service: "solar-system-maintenance",
  },
  {
    text: "die panele lyk vuil van die duiwe, kan julle hulle skoonmaak en nagaan",
    service: "solar-system-maintenance",
  },
  {
    text: "iipaneli zethu zigcwele uthuli, ningazicoca nizijonge?",
    service: "solar-system-maintenance",
  },
  {
    text: "want to record what happens in the yard at night, someone's been coming over the back wall",
    service: "cctv-installation",
  },
  {
    text: "the old cameras are so blurry you cant tell who anyone is",
    service: "cctv-installation",
  },
  { text: "want to watch the shop from my phone when i'm at home", service: "cctv-installation" },
  {
    text: "need something recording the driveway and the front gate so we can read number plates",
    service: "cctv-installation",
  },
  {
    text: "our complex wants eyes on the parking area and the entrance",
    service: "cctv-installation",
  },
  {
    text: "can you add 2 more cameras to our system, the recorder still has free slots",
    service: "cctv-installation",
  },
  {
    text: "ek wil kan sien wat in die jaart aangaan as ek by die werk is",
    service: "cctv-installation",
  },
  {
    text: "ons kameras is oud en vaag, ons wil nuwes hê wat op die foon werk",
    service: "cctv-installation",
  },
  { text: "ons het 'n spaza en wil die toonbank en die deur dophou", service: "cctv-installation" },
  { text: "ndifuna iikhamera ngasemva kwendlu nangasesangweni", service: "cctv-installation" },
  {
    text: "the gate is too heavy for my mom to push, can you automate it",
    service: "access-control-systems",
  },
  {
    text: "still opening the driveway gate by hand every morning, want a motor on it",
    service: "access-control-systems",
  },
  {
    text: "need a thing at the front gate where visitors press a button and i can talk to them from inside",
    service: "access-control-systems",
  },
  {
    text: "our complex needs a way to stop people who moved out from still getting in",
    service: "access-control-systems",
  },
  { text: "office wants tags for the staff instead of keys", service: "access-control-systems" },
  {
    text: "lightning took out the keypad at the gate last month, need a new one",
    service: "access-control-systems",
  },
  {
    text: "ons hek is te swaar om met die hand oop te stoot, kan julle 'n motor opsit",
    service: "access-control-systems",
  },
  {
    text: "die intercom by die hek werk nie meer nie, ons hoor niemand as hulle lui nie",
    service: "access-control-systems",
  },
  {
    text: "ons wil 'n keypad by die voordeur van die kantoor hê",
    service: "access-control-systems",
  },
  { text: "die hek gaan net halfpad oop en dan stop hy", service: "access-control-systems" },
  {
    text: "isango lethu linzima kakhulu, sifuna i-motor ukuze livuleke ngokwalo",
    service: "access-control-systems",
  },
  {
    text: "the wifi doesn't reach the back room where i work, want a cable run there",
    service: "data-network-cabling",
  },
  {
    text: "need network points at each desk in our new office, about 8 desks",
    service: "data-network-cabling",
  },
  {
    text: "can you put a wifi unit in the passage ceiling so the whole house gets signal",
    service: "data-network-cabling",
  },
  {
    text: "the cupboard with the router and all the cables is a mess, want it tidied and labelled",
    service: "data-network-cabling",
  },
  {
    text: "ons wil 'n internet kabel na die studeerkamer trek, die wifi is swak daar",
    service: "data-network-cabling",
  },
  { text: "die kantoor se internet kabels lê oral op die vloer", service: "data-network-cabling" },
  {
    text: "i-wifi ayifiki egumbini lokulala, sifuna intambo yenethiwekhi",
    service: "data-network-cabling",
  },
  {
    text: "the inspector said there's no earth spike at the house at all",
    service: "earthing-wire-installation",
  },
  {
    text: "the clamp on the earth rod by the meter box is missing, the inspector says it must be redone",
    service: "earthing-wire-installation",
  },
  {
    text: "plumber changed the geyser pipes to plastic and now the bonding must be redone apparently",
    service: "earthing-wire-installation",
  },
  {
    text: "we're getting an inverter and the installer wants the earthing checked and fixed first",
    service: "earthing-wire-installation",
  },
  {
    text: "the garage gets its power from the house but there's no earth wire in that cable",
    service: "earthing-wire-installation",
  },
  {
    text: "die aardpen by die meter is verroes, die inspekteur sê dit moet vervang word",
    service: "earthing-wire-installation",
  },
  {
    text: "umhloli uthi i-earthing yendlu yethu ayilunganga, ningayilungisa?",
    service: "earthing-wire-installation",
  },
  {
    text: "just got a hybrid and want a wall box in the garage",
    service: "electric-motor-charger-installation",
  },
  {
    text: "the car takes all night on the normal socket, want faster charging at home",
    service: "electric-motor-charger-installation",
  },
  {
    text: "we want 6 charging bays in the staff parking at our office",
    service: "electric-motor-charger-installation",
  },
  {
    text: "is my prepaid meter going to handle charging the car at night?",
    service: "electric-motor-charger-installation",
  },
  {
    text: "ons het 'n elektriese kar gekry, ons soek 'n laaier teen die muur in die garage",
    service: "electric-motor-charger-installation",
  },
  {
    text: "die kar laai nou uit die gewone plug, ons wil iets vinniger hê",
    service: "electric-motor-charger-installation",
  },
  {
    text: "die trustees wil weet of die gebou se krag 'n laaier in die kelder kan vat",
    service: "electric-motor-charger-installation",
  },
  {
    text: "ndifuna itshaja yemoto yombane egaraji yam",
    service: "electric-motor-charger-installation",
  },
  {
    text: "the conveyancer wants an electrical certificate before transfer, when can you come",
    service: "electrical-compliance-certificates",
  },
  {
    text: "selling my mom's house, need the electrical paperwork for the transfer",
    service: "electrical-compliance-certificates",
  },
  {
    text: "we added plugs and an inverter and never got anything certified, now we're selling",
    service: "electrical-compliance-certificates",
  },
  {
    text: "landlord here, want the flat certified before the next tenant moves in",
    service: "electrical-compliance-certificates",
  },
  {
    text: "our certificate is 3 years old and the buyer's attorney wants a new one",
    service: "electrical-compliance-certificates",
  },
  {
    text: "the insurer wants a certificate for the electrics after our claim",
    service: "electrical-compliance-certificates",
  },
  {
    text: "ek verhuur my huis en wil 'n sertifikaat hê dat alles reg is",
    service: "electrical-compliance-certificates",
  },
  {
    text: "ons het die huis gekoop maar die sertifikaat pas nie by wat in die mure is nie",
    service: "electrical-compliance-certificates",
  },
  {
    text: "ndifuna i-CoC, ndithengisa indlu yam kule nyanga",
    service: "electrical-compliance-certificates",
  },
  {
    text: "we're building a double storey and need someone to plan where all the plugs, lights and circuits go",
    service: "electrical-design-consultation",
  },
  {
    text: "opening a restaurant, need to know if the supply there is enough before we sign",
    service: "electrical-design-consultation",
  },
  {
    text: "want to plan backup power for the new house properly before we buy anything",
    service: "electrical-design-consultation",
  },
  {
    text: "need a load calculation for the supply application on our new building",
    service: "electrical-design-consultation",
  },
  {
    text: "ons bou 'n nuwe huis, ons soek iemand om die elektriese uitleg op die planne te teken",
    service: "electrical-design-consultation",
  },
  {
    text: "sakha indlu entsha, sifuna umntu ozakucwangcisa apho iiplagi nezibane ziya khona",
    service: "electrical-design-consultation",
  },
  {
    text: "we still have the old fuses with the wire in them and one went, now the kitchen plugs are off",
    service: "electrical-fuse-replacement",
  },
  {
    text: "the little lever on one of the breakers is broken and flops around",
    service: "electrical-fuse-replacement",
  },
  {
    text: "the fuse in the isolator for the pool pump went and now the pump does nothing",
    service: "electrical-fuse-replacement",
  },
  {
    text: "the fuse for the bedrooms blew, we have the old porcelain holders, need a new one at the right size",
    service: "electrical-fuse-replacement",
  },
  {
    text: "een van die ou fuses het geblaas, die slaapkamers het nou nie krag nie",
    service: "electrical-fuse-replacement",
  },
  {
    text: "i-fuse endala ifile, amagumbi okulala akanambane",
    service: "electrical-fuse-replacement",
  },
  {
    text: "buying an old house in Wynberg, want someone to tell us what the electrics will cost us before we sign",
    service: "electrical-inspections",
  },
  {
    text: "my dad left me his house, no idea when the wiring was last checked",
    service: "electrical-inspections",
  },
  {
    text: "house is 40 years old and nobody has ever looked at the wiring, want a full check with a report",
    service: "electrical-inspections",
  },
  {
    text: "want to know if our house can handle solar and an inverter before we buy anything",
    service: "electrical-inspections",
  },
  {
    text: "ons wil 'n huis koop, kan julle eers kom kyk hoe die elektries lyk",
    service: "electrical-inspections",
  },
  {
    text: "die huis is oud en ons het geen idee hoe die bedrading lyk nie, ons wil 'n volledige verslag hê",
    service: "electrical-inspections",
  },
  {
    text: "ndifuna umntu ozakujonga yonke into yombane endlwini endiyithengayo",
    service: "electrical-inspections",
  },
  {
    text: "our head office needs a test report for the branch electrics",
    service: "electrical-testing-inspection",
  },
  {
    text: "the new landlord wants proof the warehouse installation was tested",
    service: "electrical-testing-inspection",
  },
  {
    text: "a contractor just did our fit-out, want someone independent to test it before we pay",
    service: "electrical-testing-inspection",
  },
  {
    text: "we're about to lease a factory unit in Montague Gardens, want the installation tested first",
    service: "electrical-testing-inspection",
  },
  {
    text: "ons versekeraar wil 'n toetsverslag vir die winkel se elektries hê",
    service: "electrical-testing-inspection",
  },
  {
    text: "iemand anders het ons kantoor se bedrading gedoen, ons wil dit onafhanklik laat toets",
    service: "electrical-testing-inspection",
  },
  { text: "need power run to the wendy house at the back", service: "electrical-installations" },
  {
    text: "turning the garage into a home office, need points and lights in there",
    service: "electrical-installations",
  },
  {
    text: "the extension is built and needs to be connected to the board",
    service: "electrical-installations",
  },
  {
    text: "the cottage at the back gets power through a lead, want a permanent cable and a small board there",
    service: "electrical-installations",
  },
  {
    text: "want a proper supply to the shed at the bottom of the yard, lights and a couple of plugs",
    service: "electrical-installations",
  },
  {
    text: "ons wil krag na die wendy huis agter in die jaart trek",
    service: "electrical-installations",
  },
  {
    text: "die garage word 'n kantoortjie, ons het plugs en ligte daar nodig",
    service: "electrical-installations",
  },
  {
    text: "ndifuna ukufaka umbane kwigumbi elingasemva eyadini",
    service: "electrical-installations",
  },
  {
    text: "someone to check the boards in our 4 blocks every few months",
    service: "electrical-maintenance",
  },
  {
    text: "we manage a complex and want a regular service for the gate, pumps and common lights",
    service: "electrical-maintenance",
  },
  {
    text: "our auditor wants a logbook showing the electrics get checked regularly",
    service: "electrical-maintenance",
  },
  {
    text: "we keep waiting for things to break at the factory, want a schedule to check things before they fail",
    service: "electrical-maintenance",
  },
  {
    text: "the lights in the parking and stairs of our building are always out, want someone on a monthly round",
    service: "electrical-maintenance",
  },
  {
    text: "ons woonstelblok soek iemand wat gereeld die borde en die ligte nagaan",
    service: "electrical-maintenance",
  },
  {
    text: "ons wil 'n kontrak hê dat iemand elke kwartaal na ons winkel se elektries kyk",
    service: "electrical-maintenance",
  },
  {
    text: "die body corporate wil 'n logboek hê van wanneer alles laas nagegaan is",
    service: "electrical-maintenance",
  },
  {
    text: "sifuna umntu ozakujonga iibhodi nezibane kwiiflethi zethu rhoqo ngenyanga",
    service: "electrical-maintenance",
  },
  {
    text: "one breaker trips and won't go back up even with everything on that circuit unplugged",
    service: "electrical-panel-repairs",
  },
  {
    text: "the test button on the earth leakage does nothing when you push it",
    service: "electrical-panel-repairs",
  },
  {
    text: "the cover of the db is cracked and one of the blank pieces is missing",
    service: "electrical-panel-repairs",
  },
  {
    text: "want all the switches in the db marked properly so we know what's what",
    service: "electrical-panel-repairs",
  },
  {
    text: "die deksel van die DB is gebreek, kan julle dit regmaak",
    service: "electrical-panel-repairs",
  },
  {
    text: "die toetsknoppie op die earth leakage doen niks nie as ek druk",
    service: "electrical-panel-repairs",
  },
  {
    text: "iilebhile kwibhodi yombane zicimile, asazi ukuba iswitshi nganye yenza ntoni",
    service: "electrical-panel-repairs",
  },
  {
    text: "our db is still on a wooden board with screw fuses, want a modern one",
    service: "electrical-panel-upgrades",
  },
  {
    text: "there's no more space in the board for the new circuits we need",
    service: "electrical-panel-upgrades",
  },
  {
    text: "adding an inverter and the installer says the board must be replaced first",
    service: "electrical-panel-upgrades",
  },
  {
    text: "old board has no earth leakage at all, want a proper new one with surge protection",
    service: "electrical-panel-upgrades",
  },
  {
    text: "the board is in the bathroom cupboard, want a new one put somewhere better",
    service: "electrical-panel-upgrades",
  },
  {
    text: "ons DB is oud en vol, daar's nie plek vir nog breakers nie, ons soek 'n nuwe een",
    service: "electrical-panel-upgrades",
  },
  {
    text: "die ou bord met die fuses moet uit, ons wil breakers hê",
    service: "electrical-panel-upgrades",
  },
  {
    text: "kan julle 'n groter bord insit sodat ons die inverter kan byvoeg?",
    service: "electrical-panel-upgrades",
  },
  {
    text: "ibhodi yethu indala, ayinandawo yee-breaker ezintsha, sifuna entsha",
    service: "electrical-panel-upgrades",
  },
  {
    text: "need a starter panel built for the borehole pump on our smallholding in Philippi",
    service: "electrical-part-assembly",
  },
  {
    text: "we need 5 identical sub boards built for a block of units we're putting up",
    service: "electrical-part-assembly",
  },
  {
    text: "the extraction fans in our workshop need a control panel",
    service: "electrical-part-assembly",
  },
  {
    text: "the control panel on our conveyor has been patched so many times nobody trusts it, want a new one built",
    service: "electrical-part-assembly",
  },
  {
    text: "ons soek 'n changeover paneel vir die kragopwekker by die werk",
    service: "electrical-part-assembly",
  },
  {
    text: "kan julle 'n beheerpaneel vir ons nuwe kompressor bou?",
    service: "electrical-part-assembly",
  },
  {
    text: "whole house is dark, next door has lights, our main switch looks fine",
    service: "electrical-power-restoration",
  },
  {
    text: "after the outage only the kitchen came back, the bedrooms are still off and no breakers are down",
    service: "electrical-power-restoration",
  },
  {
    text: "prepaid has units but the meter shows some code and the house is off",
    service: "electrical-power-restoration",
  },
  {
    text: "the power never came back after loadshedding ended, the rest of the road has power",
    service: "electrical-power-restoration",
  },
  {
    text: "ons het geen krag nie maar die bure het, wat kan dit wees?",
    service: "electrical-power-restoration",
  },
  {
    text: "akukho mbane endlwini kodwa abamelwane banawo, i-main switch iphezulu",
    service: "electrical-power-restoration",
  },
  {
    text: "redoing the kitchen, the stove is moving to the island and we need plugs along the new counter",
    service: "electrical-renovations",
  },
  {
    text: "bathroom is getting gutted next month, want to plan where the heated rail and mirror light go",
    service: "electrical-renovations",
  },
  {
    text: "builder is opening up the ceiling, want downlights and new cables in while it's open",
    service: "electrical-renovations",
  },
  {
    text: "we're turning two small rooms into one big lounge, the switches on the wall that's coming out need sorting",
    service: "electrical-renovations",
  },
  {
    text: "ons bou die kombuis oor, die stoof skuif en ons soek plugs op die eiland",
    service: "electrical-renovations",
  },
  {
    text: "die badkamer word heeltemal oorgedoen, die elektries moet saam met die bouer beplan word",
    service: "electrical-renovations",
  },
  {
    text: "silungisa igumbi lokuhlambela, umbane kufuneka ucwangciswe kunye nomakhi",
    service: "electrical-renovations",
  },
  {
    text: "ever since the roofer was here the lights on one side of the house don't work",
    service: "electrical-repairs",
  },
  {
    text: "lights go dim when the microwave is on, want someone to find out why",
    service: "electrical-repairs",
  },
  {
    text: "a handyman did some wiring in the garage and since then things trip every now and then",
    service: "electrical-repairs",
  },
  {
    text: "something keeps going off for a minute and coming back, the lounge light and a kitchen plug together, want it traced",
    service: "electrical-repairs",
  },
  {
    text: "die ligte word dof as die geyser aanskakel, kan iemand kom kyk",
    service: "electrical-repairs",
  },
  {
    text: "vandat die dakwerkers hier was, werk die gang se lig en die plug in die studeerkamer nie meer nie",
    service: "electrical-repairs",
  },
  {
    text: "izibane ziyafiphala xa i-microwave ivuliwe, ningeza nijonge?",
    service: "electrical-repairs",
  },
  {
    text: "house was built in the 70s and can't keep up with the air fryer, dishwasher and aircon, want it brought up to date bit by bit",
    service: "electrical-upgrades",
  },
  {
    text: "we survive on multiplugs, there aren't enough circuits for a modern family, what can be done in stages",
    service: "electrical-upgrades",
  },
  {
    text: "planning a heat pump and an aircon, want to know what the old house needs to handle them",
    service: "electrical-upgrades",
  },
  {
    text: "electronics keep getting damaged when the power comes back, want protection for the whole house",
    service: "electrical-upgrades",
  },
  {
    text: "ons huis is oud en die elektries kan nie meer byhou nie, ons wil dit stap vir stap opgradeer",
    service: "electrical-upgrades",
  },
  {
    text: "ons TV en router is al twee keer stukkend na die krag terugkom, ons soek beskerming vir die hele huis",
    service: "electrical-upgrades",
  },
  {
    text: "indlu yethu indala, umbane wayo awukwazi ukuthwala zonke izinto zethu ezintsha",
    service: "electrical-upgrades",
  },
  {
    text: "the wires in the roof are the old black rubber ones and they crumble, think it's time to redo the lot",
    service: "electrical-wiring-installation",
  },
  {
    text: "want the whole house redone, it's a patchwork of different cables from years of add-ons",
    service: "electrical-wiring-installation",
  },
  {
    text: "just the back half of the house needs new wiring, the front was done 10 years ago",
    service: "electrical-wiring-installation",
  },
  {
    text: "inspector found so much wrong with the wiring it's cheaper to start over, can you quote",
    service: "electrical-wiring-installation",
  },
  {
    text: "how long would it take to redo all the wiring in a 3 bed house, can we stay in while you do it",
    service: "electrical-wiring-installation",
  },
  {
    text: "die drade in die dak is oud en krummel as mens daaraan raak, ons dink die hele huis moet oorgedoen word",
    service: "electrical-wiring-installation",
  },
  {
    text: "ons soek 'n prys om die hele huis se bedrading te vervang",
    service: "electrical-wiring-installation",
  },
  {
    text: "die huis is met ou tweedraad kabel bedraad, ons wil alles nuut laat doen",
    service: "electrical-wiring-installation",
  },
  {
    text: "indlu yethu indala kakhulu, iingcingo zombane zonke kufuneka zitshintshwe",
    service: "electrical-wiring-installation",
  },
  {
    text: "rats got into the roof and chewed some of the cables, they're gone now but the wires need fixing",
    service: "electrical-wiring-repairs",
  },
  {
    text: "since we put up the curtain rail in the bedroom the plugs on that wall don't work, think the drill caught a cable",
    service: "electrical-wiring-repairs",
  },
  {
    text: "there are taped joints all over the roof and no conduit, want those runs done properly",
    service: "electrical-wiring-repairs",
  },
  {
    text: "the plugs and the light in the back bedroom all died at the same moment, the breaker is still on",
    service: "electrical-wiring-repairs",
  },
  {
    text: "die rotte het die kabels in die dak gekou, hulle is weg maar die drade moet reggemaak word",
    service: "electrical-wiring-repairs",
  },
  {
    text: "iimpuku zityile iingcingo zombane eluphahleni, kufuneka zilungiswe",
    service: "electrical-wiring-repairs",
  },
  {
    text: "not sure what to call this but a few things in the house need an electrician, can someone come look",
    service: "electrician-services",
  },
  {
    text: "the last guy started putting in plugs and never came back, can you finish it off",
    service: "electrician-services",
  },
  {
    text: "our kitchen fitter needs an electrician on site next week to work with him",
    service: "electrician-services",
  },
  {
    text: "i look after a few rental flats and want one electrician to call for whatever comes up",
    service: "electrician-services",
  },
  {
    text: "ek het 'n klomp goed in die huis wat 'n elektrisiën nodig het, ek weet nie eers waar om te begin nie",
    service: "electrician-services",
  },
  {
    text: "umakhi wethu ufuna umntu wombane ozakusebenza naye kule veki",
    service: "electrician-services",
  },
  {
    text: "it's 11 at night and the main switch drops the second i lift it, house is dark, can someone come now",
    service: "emergency-electrical-services",
  },
  {
    text: "our restaurant lost power to the fridges and tills in the middle of service, need someone out immediately",
    service: "emergency-electrical-services",
  },
  {
    text: "need an electrician tonight, the surgery lost power to the vaccine fridge after hours",
    service: "emergency-electrical-services",
  },
  {
    text: "public holiday and the whole house is off, the board won't reset at all, is anyone on call today",
    service: "emergency-electrical-services",
  },
  {
    text: "dis Saterdagaand en die hoofskakelaar wil nie bo bly nie, kan iemand nou kom?",
    service: "emergency-electrical-services",
  },
  {
    text: "ndifuna umntu wombane ngoku ebusuku, i-main switch iyawa kwangoko xa ndiyiphakamisa",
    service: "emergency-electrical-services",
  },
  {
    text: "need a trench under the paving to get a cable to the gate motor",
    service: "general-construction",
  },
  {
    text: "walls need to be chased for the new plugs and plastered paint-ready after",
    service: "general-construction",
  },
  {
    text: "a ceiling board had to come out to get to the wiring, need it replaced and finished off",
    service: "general-construction",
  },
  {
    text: "want a concrete base for the gate motor and a small brick pillar for a light",
    service: "general-construction",
  },
  {
    text: "ons het 'n sementblad nodig vir die inverter se batterye agter by die garage",
    service: "general-construction",
  },
  {
    text: "ndifuna umntu wokomba umsele ukusuka endlwini ukuya egumbini elingasemva",
    service: "general-construction",
  },
  {
    text: "got a new lathe and a welder coming in, both need three phase and isolators",
    service: "industrial-electrical-services",
  },
  {
    text: "our motors struggle to start in the mornings and the breaker goes when two start together",
    service: "industrial-electrical-services",
  },
  {
    text: "taking over a new factory unit in Epping, all the machines have to be moved in and connected",
    service: "industrial-electrical-services",
  },
  {
    text: "the machines have no emergency stop or lockable isolator, our safety auditor flagged it",
    service: "industrial-electrical-services",
  },
  {
    text: "ons fabriek se masjiene het driefase krag nodig, ons kry twee nuwe een volgende maand",
    service: "industrial-electrical-services",
  },
  {
    text: "een fase dra baie meer as die ander by ons werkswinkel, kan julle die las balanseer",
    service: "industrial-electrical-services",
  },
  {
    text: "opening a coffee shop in Goodwood, need the whole fit-out done and the landlord wants a certificate",
    service: "commercial-electrical-services",
  },
  {
    text: "our salon trips when all the dryers and the aircon are on, want it sorted without closing during the day",
    service: "commercial-electrical-services",
  },
  {
    text: "we're moving out of our shop at month end and must hand back the electrics certified",
    service: "commercial-electrical-services",
  },
  {
    text: "need work done at our office but it has to be after hours so staff aren't disturbed",
    service: "commercial-electrical-services",
  },
  {
    text: "ons maak 'n nuwe winkel in die mall oop, die verhuurder soek 'n CoC vir ons deel",
    service: "commercial-electrical-services",
  },
  {
    text: "sivula ivenkile entsha eBellville, sifuna umntu wombane ozakulungisa yonke into ngaphambi kokuba sivule",
    service: "commercial-electrical-services",
  },
  {
    text: "slab gets poured next week for our new house, when must the conduit go in",
    service: "new-construction-wiring",
  },
  {
    text: "we're putting up 6 flats on our plot, each one needs its own board and meter",
    service: "new-construction-wiring",
  },
  {
    text: "building a small workshop from scratch, probably needs three phase",
    service: "new-construction-wiring",
  },
  {
    text: "new house going up in Blue Downs, want the solar and backup planned into the build from the start",
    service: "new-construction-wiring",
  },
  {
    text: "ons bou 'n nuwe huis in Eersterivier, die fondasie is gegooi, wanneer kom die elektrisiën in",
    service: "new-construction-wiring",
  },
  {
    text: "sakha indlu entsha eMfuleni, sifuna umntu wombane ukusuka kwisiseko ukuya ekugqibeleni",
    service: "new-construction-wiring",
  },
  {
    text: "we're renting the house, can i book you myself or must the landlord do it?",
    service: "residential-electrical-services",
  },
  {
    text: "our old council house needs a bit of everything electrical over the next year, can someone walk through and plan it with us",
    service: "residential-electrical-services",
  },
  {
    text: "we live right by the sea and the outside plugs, lights and gate motor all corrode, need someone who does homes near the coast",
    service: "residential-electrical-services",
  },
  {
    text: "ons huur die huis, mag ek julle self bel vir die elektries of moet die eienaar?",
    service: "residential-electrical-services",
  },
  {
    text: "ons het 'n ou huis in Bonteheuwel, hy het alles nodig: nuwe bord, meer plugs, miskien later solar. doen julle sulke huise?",
    service: "residential-electrical-services",
  },
];
