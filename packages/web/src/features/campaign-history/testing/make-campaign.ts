import type { Campaign, CampaignCallSession, CampaignHistoryItem, Carrier } from '@fleet/contracts';

export function makeCarrier(overrides: Partial<Carrier> = {}): Carrier {
  return {
    id: 'carrier-1',
    legal_name: 'Lone Star Freight LLC',
    dba_name: 'Lone Star',
    dot_number: '1234567',
    mc_number: '765432',
    dispatch_phone: '+12145550101',
    alt_phone_1: null,
    alt_phone_2: null,
    alt_phone_3: null,
    dispatch_email: 'dispatch@lonestar.test',
    alt_email_1: null,
    alt_email_2: null,
    alt_email_3: null,
    physical_address: '100 Main St, Dallas, TX',
    my_carrier: false,
    ...overrides,
  };
}

export function makeCallSession(overrides: Partial<CampaignCallSession> = {}): CampaignCallSession {
  return {
    call_uid: 'call-1',
    carrier_id: 'carrier-1',
    carrier_info: makeCarrier(),
    call_status: 'completed',
    booking_status: 'Booked',
    carrier_rate: 2250,
    desired_rate: { min: 2000, max: 2400 },
    conversation: [
      { sender: 'agent', message: 'Hi, I have a load from Dallas to Atlanta.' },
      { sender: 'other', message: 'I can do it for 2250.' },
    ],
    timestamp: '2026-03-02T15:10:00.000Z',
    end_reason: null,
    ...overrides,
  };
}

export function makeCampaign(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: 'campaign-1',
    campaign_id: 'campaign-1',
    name: 'Dallas to Atlanta',
    status: 'confirmed',
    strategy: 'sequential',
    created_at: '2026-03-02T15:04:00.000Z',
    updated_at: '2026-03-02T16:30:00.000Z',
    load_details: {
      stops: [
        {
          cityState: 'Dallas, TX',
          appointmentType: 'FCFS',
          appointmentDate: '2026-03-04',
          appointmentTime: null,
          appointmentWindowStart: '08:00',
          appointmentWindowEnd: '12:00',
        },
        {
          cityState: 'Shreveport, LA',
          appointmentType: 'Set',
          appointmentDate: null,
          appointmentTime: null,
          appointmentWindowStart: null,
          appointmentWindowEnd: null,
        },
        {
          cityState: 'Atlanta, GA',
          appointmentType: 'Set',
          appointmentDate: '2026-03-05',
          appointmentTime: '14:30',
          appointmentWindowStart: null,
          appointmentWindowEnd: null,
        },
      ],
      total_distance: 781,
      weight: 42000,
      equipment_type: 'dry_van',
      commodity: 'Paper rolls',
      temperature: null,
      specialInstructions: 'Call 1 hour before arrival.',
      marketRateRange: { min: 2100, max: 2500 },
    },
    rate_range: { min: 2000, max: 2400 },
    carrier_list: [makeCarrier()],
    carrier_file_name: 'carriers.xlsx',
    call_sessions: [makeCallSession()],
    state: { best_offer: 2250 },
    carrier_count: 1,
    call_count: 1,
    total_carriers: 1,
    notifications: [],
    ...overrides,
  };
}

export function makeHistoryItem(overrides: Partial<CampaignHistoryItem> = {}): CampaignHistoryItem {
  const { carrier_list: _carriers, call_sessions: _calls, ...campaign } = makeCampaign();
  return { ...campaign, last_updated: '2026-03-02T16:30:00.000Z', ...overrides };
}
