/**
 * GET admin/campaigns/{id}/registration: the campaign's participant types, questions and waiver.
 */
import { useApiQuery } from '../../../../shared/api/use-api-query';

export type AdminTypeAvailability =
	'available' | 'sold_out' | 'not_open' | 'closed';

export interface AdminRegistrationType {
	id: number;
	name: string;
	description: string;
	/** In the currency's smallest unit (cents). */
	fee: number;
	capacity: number | null;
	registered: number;
	suggested_goal: number | null;
	opens_on: string | null;
	closes_on: string | null;
	is_closed: boolean;
	availability: AdminTypeAvailability;
	sort_order: number;
}

export interface AdminRegistrationQuestion {
	id: number;
	label: string;
	kind: 'text' | 'choice' | 'checkbox';
	options: string[];
	required: boolean;
	sort_order: number;
}

export interface AdminRegistrationOptions {
	types: AdminRegistrationType[];
	questions: AdminRegistrationQuestion[];
	waiver: string;
	currency: string;
}

export const getAdminRegistrationOptionsPath = ( campaignId: number ) =>
	`admin/campaigns/${ campaignId }/registration`;

/** The campaign's participant types (empty while loading and for a campaign without types). */
export function useRegistrationTypes(
	campaignId: number
): AdminRegistrationType[] {
	const { data } = useApiQuery< { data: AdminRegistrationOptions } >( [
		getAdminRegistrationOptionsPath( campaignId ),
		{},
	] );
	return data?.data.types ?? [];
}
