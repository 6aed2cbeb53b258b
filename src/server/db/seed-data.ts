import type { PropertyType } from '../../shared/enums';

/** The demo data set's properties: fictional listings with plausible Singapore and India addresses. */
export interface SeedProperty {
  name: string;
  type: PropertyType;
  street: string;
  block?: string;
  pincode: string;
  city: string;
  state: string;
  country: 'Singapore' | 'India';
}

const sg = (name: string, type: PropertyType, street: string, pincode: string, block?: string): SeedProperty => ({
  name,
  type,
  street,
  block,
  pincode,
  city: 'Singapore',
  state: 'Singapore',
  country: 'Singapore',
});
const ind = (
  name: string,
  type: PropertyType,
  street: string,
  pincode: string,
  city: string,
  state: string,
): SeedProperty => ({
  name,
  type,
  street,
  pincode,
  city,
  state,
  country: 'India',
});

export const SEED_PROPERTIES: SeedProperty[] = [
  sg('Marina Bay Suites', 'CONDO', '3 Central Boulevard', '018972'),
  sg('Marina One Residences', 'CONDO', '21 Marina Way', '018978'),
  sg('The Sail @ Marina Bay', 'CONDO', '2 Marina Boulevard', '018987'),
  sg('Reflections at Keppel Bay', 'CONDO', '1 Keppel Bay View', '098417'),
  sg('The Interlace', 'CONDO', '180 Depot Road', '109684'),
  sg('Orchard Scotts Residences', 'CONDO', '5 Anthony Road', '229954'),
  sg('Tampines Trilliant', 'CONDO', '1 Tampines Avenue 7', '529648'),
  sg('Pasir Ris One', 'CONDO', '2 Pasir Ris Drive 3', '519500'),
  sg('The Tre Ver', 'CONDO', '7 Potong Pasir Avenue 1', '358300'),
  sg('Treasure at Tampines', 'CONDO', '1 Tampines Lane', '528482'),
  ind('Prestige Lakeside Habitat', 'CONDO', 'Varthur Main Road, Whitefield', '560087', 'Bengaluru', 'Karnataka'),
  ind('Lodha Bellissimo', 'CONDO', 'N M Joshi Marg, Mahalaxmi', '400011', 'Mumbai', 'Maharashtra'),
  sg('Pinnacle @ Duxton', 'HDB', 'Cantonment Road', '081001', 'Block 1G'),
  sg('SkyVille @ Dawson', 'HDB', 'Dawson Road', '141086', 'Block 86'),
  sg('Dawson Vista', 'HDB', 'Dawson Road', '141091', 'Block 91'),
  sg('Tampines Greenridges', 'HDB', 'Tampines Street 61', '520608', 'Block 608'),
  sg('Punggol Waterway Terraces', 'HDB', 'Punggol Way', '821306', 'Block 306'),
  sg('Toa Payoh Crest', 'HDB', 'Lorong 1A Toa Payoh', '311138', 'Block 138'),
  sg('Bedok North Residences', 'HDB', 'Bedok North Avenue 1', '460531', 'Block 531'),
  sg('Clementi Peaks', 'HDB', 'Clementi Avenue 3', '121451', 'Block 451'),
  sg('Ang Mo Kio Court', 'HDB', 'Ang Mo Kio Avenue 10', '560510', 'Block 510'),
  sg('Yishun Greenwalk', 'HDB', 'Yishun Street 51', '760512', 'Block 512'),
  sg('Queenstown Dawson Heights', 'HDB', 'Commonwealth Drive', '141079', 'Block 79'),
  sg('Jurong West Parkview', 'HDB', 'Jurong West Street 91', '640915', 'Block 915'),
  sg('Siglap Garden House', 'STANDALONE_HOUSE', '12 Siglap Plain', '456040'),
  sg('Holland Grove Villa', 'STANDALONE_HOUSE', '27 Holland Grove Road', '278823'),
  sg('Serangoon Gardens Terrace', 'STANDALONE_HOUSE', '8 Kensington Park Road', '557259'),
  sg('Bukit Timah Bungalow', 'STANDALONE_HOUSE', '41 Binjai Park', '589855'),
  ind('Koramangala Independent House', 'STANDALONE_HOUSE', '5th Block, 17th Cross', '560095', 'Bengaluru', 'Karnataka'),
  ind('Jubilee Hills Villa', 'STANDALONE_HOUSE', 'Road No. 45, Jubilee Hills', '500033', 'Hyderabad', 'Telangana'),
  ind('Anna Nagar Row House', 'STANDALONE_HOUSE', '2nd Avenue, Anna Nagar', '600040', 'Chennai', 'Tamil Nadu'),
  ind('Vasant Vihar Kothi', 'STANDALONE_HOUSE', 'Poorvi Marg, Vasant Vihar', '110057', 'New Delhi', 'Delhi'),
  ind('Koregaon Park Bungalow', 'STANDALONE_HOUSE', 'Lane 6, Koregaon Park', '411001', 'Pune', 'Maharashtra'),
  sg('Hmlet Cantonment', 'CO_LIVING_SPACE', '5 Cantonment Road', '089744'),
  sg('Lyf Funan', 'CO_LIVING_SPACE', '67 Hill Street', '179370'),
  sg('Coliwoo Orchard', 'CO_LIVING_SPACE', '19 Orchard Boulevard', '248648'),
  sg('Cove Tiong Bahru', 'CO_LIVING_SPACE', '55 Eng Hoon Street', '160055'),
  ind('Stanza Living Koramangala', 'CO_LIVING_SPACE', '80 Feet Road, Koramangala', '560034', 'Bengaluru', 'Karnataka'),
  ind('Zolo Whitefield', 'CO_LIVING_SPACE', 'ITPL Main Road, Whitefield', '560066', 'Bengaluru', 'Karnataka'),
  ind('Colive Powai', 'CO_LIVING_SPACE', 'Hiranandani Gardens, Powai', '400076', 'Mumbai', 'Maharashtra'),
  ind('NestAway Gachibowli', 'CO_LIVING_SPACE', 'Financial District, Gachibowli', '500032', 'Hyderabad', 'Telangana'),
  ind('Housr Cyber City', 'CO_LIVING_SPACE', 'DLF Phase 2, Cyber City', '122002', 'Gurugram', 'Haryana'),
];

export const SEED_RENTERS = [
  ['Aisha', 'Tan'],
  ['Rahul', 'Mehta'],
  ['Mei Ling', 'Lim'],
  ['Arjun', 'Nair'],
  ['Siti', 'Rahman'],
  ['Priya', 'Sharma'],
  ['Daniel', 'Wong'],
  ['Kavya', 'Iyer'],
  ['Marcus', 'Goh'],
  ['Neha', 'Kapoor'],
  ['Wei Jie', 'Chua'],
  ['Vikram', 'Reddy'],
] as const;

/** Every demo renter signs in with this password (printed in README). */
export const DEMO_PASSWORD = 'renter123';

export const REVIEW_TITLES: Record<number, string[]> = {
  5: [
    'Best place I have rented',
    'Landlord was fantastic',
    'Would rent again in a heartbeat',
    'Quiet, clean and well kept',
  ],
  4: [
    'Great location, minor quirks',
    'Good value for the area',
    'Responsive agent, nice unit',
    'Comfortable two years here',
  ],
  3: ['Decent but dated', 'Okay stay, slow repairs', 'Fine for a short lease', 'Mixed feelings overall'],
  2: ['Deposit took months to return', 'Noisy and poorly maintained', 'Agent rarely answered', 'Not as advertised'],
  1: ['Avoid this one', 'Pests and no repairs', 'Deposit withheld unfairly', 'Worst rental experience'],
};

export const REVIEW_BODIES: Record<number, string[]> = {
  5: [
    'We stayed here as a family for two years. The landlord fixed every issue within a day, the common areas were spotless and the deposit came back in full within a week of moving out. The walk to the MRT is short and sheltered, which matters in the rain.',
    'Move-in was smooth: the unit was freshly painted, appliances worked and the inventory list matched what was there. The agent answered messages quickly and was honest about the construction nearby, which turned out to be quieter than expected.',
  ],
  4: [
    'Bright unit with good ventilation and a lovely view. The aircon needed servicing twice, which the owner paid for without fuss. Lifts can be slow in the morning rush, but the estate is well run and security is friendly.',
    'Great neighbourhood with food options everywhere. The kitchen is small and the water heater is old, but repairs were handled within a week. Deposit returned minus a fair cleaning fee that we agreed on in advance.',
  ],
  3: [
    'The flat is in a convenient spot but shows its age: cabinets stick, the bathroom grout is stained and the windows let in traffic noise. The agent was polite but repairs took several reminders.',
    'Reasonable rent for the area. The owner was hands-off, which was fine until the washing machine broke and it took three weeks to replace. Neighbours were quiet and the estate is clean.',
  ],
  2: [
    'Photos in the listing were clearly old. On move-in there was mould in the bathroom and the fridge did not cool properly. The agent promised fixes that took a month, and the deposit return dragged on for ten weeks.',
    'Constant noise from the renovation next door that nobody mentioned before signing. Management office was unhelpful and the owner refused to discuss a rent reduction.',
  ],
  1: [
    'Cockroaches from day one and the owner refused to pay for pest control. Water leaked from the ceiling during storms. Half the deposit was kept for wear and tear that was there before we moved in.',
    'The agent disappeared after we signed. Nothing on the defect list was ever fixed and we had to chase the owner for months to get any of our deposit back. Please read the lease carefully if you consider this place.',
  ],
};
