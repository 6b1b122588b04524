/**
 * GET /get-registration-options — the campaign's participant types (with whether each can be
 * chosen today), questions and waiver, which step 1 of the wizard asks for (issue 28).
 */
import { useApiQuery } from '../../../../shared/api/use-api-query';
import type { ApiKey } from '../../../../shared/api/swr-config';

export type TypeAvailability = 'available' | 'sold_out' | 'not_open' | 'closed';

export interface RegistrationType {
	id: number;
	name: string;
	description: string;
	/** In the currency's major unit; 0 for none. */
	fee: number;
	/** null: no limit. */
	places_left: number | null;
	suggested_goal: number | null;
	opens_on: string | null;
	closes_on: string | null;
	availability: TypeAvailability;
}

export interface RegistrationQuestion {
	id: number;
	label: string;
	kind: 'text' | 'choice' | 'checkbox';
	options: string[];
	required: boolean;
}

export interface RegistrationOptions {
	types: RegistrationType[];
	questions: RegistrationQuestion[];
	waiver: string;
	currency: string;
}

export const registrationOptionsKey = ( campaignId: number ): ApiKey => [
	'get-registration-options',
	{ campaign_id: campaignId },
];

export const useRegistrationOptions = ( campaignId: number ) =>
	useApiQuery< { data: RegistrationOptions } >(
		registrationOptionsKey( campaignId )
	);

/** Whether the campaign asks anything beyond the profile. */
export const asksAnything = ( options: RegistrationOptions | undefined ) =>
	!! options &&
	( options.types.length > 0 ||
		options.questions.length > 0 ||
		options.waiver !== '' );
