/** The part of gettext-parser the e2e tests read (the package ships no types). */
declare module 'gettext-parser' {
	type Message = {
		msgid: string;
		msgstr: string[];
		comments?: { reference?: string; flag?: string };
	};
	const gettextParser: {
		po: {
			parse( input: Buffer | string ): {
				headers: Record< string, string >;
				translations: Record< string, Record< string, Message > >;
			};
		};
	};
	export default gettextParser;
}
