/**
 * One automatic e-mail in the E-mails form: its switch, subject, text, the placeholders it
 * understands (a {name} it does not know is flagged as it is typed), what else it needs
 * (children: the receipt's organisation and tax wording), "Restore the default text" and
 * "Send me a test".
 */
import { __, sprintf } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import type { AdminEmailTemplate } from '../../../api/types';
import {
	CheckboxField,
	TextAreaField,
	TextField,
} from '../../../../shared/ui/form-field';
import { unknownPlaceholderMessage } from '../unknown-placeholders';

interface EmailTemplateFieldsProps {
	template: AdminEmailTemplate;
	errors: Record< string, string >;
	isTesting: boolean;
	onChange: ( changes: Partial< AdminEmailTemplate > ) => void;
	onTest: () => void;
	children?: ReactNode;
}

export function EmailTemplateFields( {
	template,
	errors,
	isTesting,
	onChange,
	onTest,
	children,
}: EmailTemplateFieldsProps ) {
	const placeholders = template.placeholders
		.map( ( name ) => `{${ name }}` )
		.join( ', ' );
	const donorHint = sprintf(
		/* translators: %s: list of placeholders such as {receipt_number}. */
		__(
			'Placeholders: %s. A receipt of a test-mode gift says above the text that no money moved.',
			'p2p-fundraising'
		),
		placeholders
	);
	// The one e-mail to the person a dedication names (decision 0078).
	const dedicationHint = sprintf(
		/* translators: %s: list of placeholders such as {dedication}. */
		__(
			'Placeholders: %s. There is none for the amount: this e-mail never states it. Why they receive it is added below the text.',
			'p2p-fundraising'
		),
		placeholders
	);
	const fundraiserHint = sprintf(
		/* translators: %s: list of placeholders such as {fundraiser_name}. */
		__(
			'Placeholders: %s. An unsubscribe link is added below the text.',
			'p2p-fundraising'
		),
		placeholders
	);
	const hintOf = ( kind: string ) => {
		if ( kind === 'dedication_notice' ) {
			return dedicationHint;
		}
		return template.audience === 'donor' ? donorHint : fundraiserHint;
	};
	// The server's message wins; until then, what it would say about an unknown {name}.
	const fieldError = ( field: 'subject' | 'body' ) =>
		errors[ `${ template.kind }.${ field }` ] ??
		unknownPlaceholderMessage( template[ field ], template.placeholders );
	return (
		<fieldset className="p2p-admin-card p2p-admin-email">
			<legend>{ template.label }</legend>
			<CheckboxField
				label={ sprintf(
					/* translators: %s: name of the e-mail. */
					__( 'Send “%s”', 'p2p-fundraising' ),
					template.label
				) }
				checked={ template.enabled }
				onChange={ ( event ) =>
					onChange( { enabled: event.target.checked } )
				}
			/>
			<TextField
				label={ __( 'Subject', 'p2p-fundraising' ) }
				value={ template.subject }
				maxLength={ 200 }
				error={ fieldError( 'subject' ) }
				onChange={ ( event ) =>
					onChange( { subject: event.target.value } )
				}
			/>
			<TextAreaField
				label={ __( 'Text', 'p2p-fundraising' ) }
				rows={ 8 }
				value={ template.body }
				maxLength={ 5000 }
				error={ fieldError( 'body' ) }
				hint={ hintOf( template.kind ) }
				onChange={ ( event ) =>
					onChange( { body: event.target.value } )
				}
			/>
			{ children }
			<p>
				<button
					type="button"
					className="button"
					disabled={ isTesting }
					onClick={ onTest }
				>
					{ __( 'Send me a test', 'p2p-fundraising' ) }
					<span className="screen-reader-text">
						{ ' ' }
						{ template.label }
					</span>
				</button>{ ' ' }
				<button
					type="button"
					className="button-link"
					onClick={ () =>
						onChange( {
							subject: template.defaultSubject,
							body: template.defaultBody,
						} )
					}
				>
					{ __( 'Restore the default text', 'p2p-fundraising' ) }
					<span className="screen-reader-text">
						{ ' ' }
						{ template.label }
					</span>
				</button>
			</p>
		</fieldset>
	);
}
