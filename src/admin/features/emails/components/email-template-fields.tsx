/**
 * One automatic e-mail in the E-mails form: its switch, subject, text, the placeholders it
 * understands, "Restore the default text" and "Send me a test".
 */
import { __, sprintf } from '@wordpress/i18n';
import type { AdminEmailTemplate } from '../../../api/types';
import {
	CheckboxField,
	TextAreaField,
	TextField,
} from '../../../../shared/ui/form-field';

interface EmailTemplateFieldsProps {
	template: AdminEmailTemplate;
	errors: Record< string, string >;
	isTesting: boolean;
	onChange: ( changes: Partial< AdminEmailTemplate > ) => void;
	onTest: () => void;
}

export function EmailTemplateFields( {
	template,
	errors,
	isTesting,
	onChange,
	onTest,
}: EmailTemplateFieldsProps ) {
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
				error={ errors[ `${ template.kind }.subject` ] }
				onChange={ ( event ) =>
					onChange( { subject: event.target.value } )
				}
			/>
			<TextAreaField
				label={ __( 'Text', 'p2p-fundraising' ) }
				rows={ 8 }
				value={ template.body }
				maxLength={ 5000 }
				error={ errors[ `${ template.kind }.body` ] }
				hint={ sprintf(
					/* translators: %s: list of placeholders such as {fundraiser_name}. */
					__(
						'Placeholders: %s. An unsubscribe link is added below the text.',
						'p2p-fundraising'
					),
					template.placeholders
						.map( ( name ) => `{${ name }}` )
						.join( ', ' )
				) }
				onChange={ ( event ) =>
					onChange( { body: event.target.value } )
				}
			/>
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
