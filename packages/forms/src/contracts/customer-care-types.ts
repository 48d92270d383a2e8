export interface UserType {
  user_id: number;
  user_type: string;
}

export interface RequestType {
  request_type_id: number;
  request_type: string;
}

export interface SubRequestType {
  sub_request_id: number;
  request_category_id: number;
  request_type_id: number;
  sub_request_type: string;
}

/** Who asks: a mobile number, or a LAN whose registered mobile gets the OTP. */
export interface CareIdentity {
  phone?: string | null;
  lan?: string | null;
}

export interface CareLoan {
  loan_account_no: string;
  vehicle_number: string | null;
  customer_name: string;
  email: string | null;
  phone: string;
  /** 'A' active, 'C' closed. */
  status: string;
}

export interface NocAddressRequest {
  house: string;
  area: string;
  pincode: string;
  city: string;
  state: string;
}

/** A service request. Customers need the care proof (cookie) from verify-otp first. */
export interface ServiceRequest {
  user_type: string;
  name: string;
  phone?: string | null;
  lan?: string | null;
  request_type_id: number | string;
  sub_request_id: number | string;
  request_category_id?: number | string | null;
  request_type?: string;
  sub_request_type?: string;
  email?: string | null;
  query?: string | null;
  vehicle_number?: string | null;
  doc_path?: string | null;
  attachments?: string | null;
  noc_dispatched_addr?: string | null;
  /** Needed for an NOC (request type 27); city and state come from the pincode. */
  address?: NocAddressRequest | null;
}

/**
 * message_code 002: created; 003: the same request is already open (its ticket is returned);
 * 005 / 001: incorrect LAN; 004: NOC refused for an active loan.
 */
export interface ServiceRequestAnswer {
  success: boolean;
  message: string;
  message_code: '001' | '002' | '003' | '004' | '005';
  data: { message_code: string; Ticket?: string; message?: string };
}
