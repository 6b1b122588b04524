/**
 * The fields of the registration forms (spec §5) as the API takes them.
 */
export type RegistrationFields = {
	firstName: string;
	lastName: string;
	email: string;
	password: string;
	password2: string;
};

/** The campaign's own registration options (issue 28), sent when it has any. */
export type RegistrationOptionPayload = {
	registration_type?: number;
	/** { "q<question id>": text or true/false }. */
	answers?: Record< string, string | boolean >;
	waiver_accepted?: boolean;
};
