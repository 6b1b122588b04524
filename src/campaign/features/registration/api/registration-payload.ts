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
