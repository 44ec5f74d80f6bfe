// An order of the demo member (the demo seed's fixed ids), for tests of real server processes that create orders.

/** The demo member's default sender to New York City (the contract's example order: the seed's fixed ids). */
export function demoOrder(reference: string) {
  return {
    routingId: '196917bc-d75d-5eb2-be03-8a8b8a2dd328',
    sender: {
      name: '王小明',
      phoneNumber: '+86 138 0000 0000',
      regionLv0Id: '41e16d47-9536-5276-8d26-b3c0605eab67',
      regionLv1Id: 'b14d3050-2e60-586b-a2d3-f38ef8b11ebc',
      regionLv2Id: '1ffb8a45-1059-5f04-9182-bab8878739ec',
      regionLv3Id: '78d2e5a9-d7b7-5441-bb23-8705a1b54eb6',
      street: '深南大道 9988 号',
      postalCode: '518057',
    },
    receiver: {
      name: 'John Smith',
      phoneNumber: '+1 212 555 0100',
      regionLv0Id: 'effdca9d-ef69-5822-a0cd-e2dfb99f7767',
      regionLv1Id: '2786cb78-34f6-5c63-9bd4-69130fdc2737',
      regionLv2Id: '1769fd1f-d67f-511a-aa3c-3fc46aa758e0',
      street: '350 5th Ave',
      postalCode: '10118',
    },
    parcels: [{ quantity: 2, weightKg: 3.5, lengthCm: 40, widthCm: 30, heightCm: 20 }],
    declaredItems: [{ name: '蓝牙耳机', nameEn: 'Bluetooth earphones', hsCode: '851830', quantity: 10, unitValue: 12.5, currency: 'USD' }],
    customerReference: reference,
  };
}
