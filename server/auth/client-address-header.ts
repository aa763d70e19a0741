/** The header the server sets to the address rate limits and sessions should see. */
export const CLIENT_ADDRESS_HEADER = "x-lavis-client-address";
