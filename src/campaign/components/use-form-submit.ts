/**
 * The life of a form (spec §4): idle → submitting (button disabled, overlay) → success (the page
 * loads the server's redirect) or error (the server's message under the form, and the messages
 * of single fields beside those fields; everything typed is kept).
 */
import {
	useEffect,
	useRef,
	useState,
	type BaseSyntheticEvent,
	type RefObject,
} from 'react';
import {
	useForm,
	type DefaultValues,
	type FieldValues,
	type Path,
	type UseFormSetError,
} from 'react-hook-form';
import { ApiError } from '../../shared/api/api-error';
import {
	applyServerFieldErrors,
	serverFieldErrors,
} from '../../shared/forms/apply-server-field-errors';
import { useCampaign } from '../contract/initial-data-context';
import { campaignPageUrl, pageNavigation } from '../navigation/page-navigation';

export interface RedirectResponse {
	redirect: string;
	/** A payment page to open first (a registration fee on Stripe Checkout, issue 28). */
	payment_url?: string;
}

interface FormSubmitOptions< T extends FieldValues > {
	setError: UseFormSetError< T >;
	/** Server parameter name → form field name, where they differ. */
	fieldNames?: Partial< Record< string, Path< T > > >;
	/** Whether the form shows a field of that name (its message then shows beside it). */
	hasField?: ( name: string ) => boolean;
}

/**
 * After each submit, moves focus to the first control marked invalid, in the order the user sees
 * them (the effect runs once the errors have rendered).
 */
export function useFocusFirstInvalid(
	formRef: RefObject< HTMLFormElement >,
	submitCount: number
) {
	useEffect( () => {
		if ( submitCount > 0 ) {
			formRef.current
				?.querySelector< HTMLElement >( '[aria-invalid="true"]' )
				?.focus();
		}
	}, [ formRef, submitCount ] );
}

export function useFormSubmit< T extends FieldValues >( {
	setError,
	fieldNames = {},
	hasField = () => false,
}: FormSubmitOptions< T > ) {
	const { campaign_url: campaignUrl } = useCampaign();
	const [ isSubmitting, setSubmitting ] = useState( false );
	const [ formError, setFormError ] = useState< string | null >( null );
	const [ lastError, setLastError ] = useState< ApiError | null >( null );

	const run = async ( send: () => Promise< RedirectResponse > ) => {
		setSubmitting( true );
		setFormError( null );
		setLastError( null );
		try {
			const { redirect, payment_url: paymentUrl } = await send();
			// Stay busy: the page is being replaced. A fee is paid first; Stripe sends the person
			// back to `redirect`.
			pageNavigation.assign(
				paymentUrl && /^https?:\/\//.test( paymentUrl )
					? paymentUrl
					: campaignPageUrl( campaignUrl, redirect )
			);
		} catch ( error ) {
			setSubmitting( false );
			const message =
				error instanceof ApiError ? error.message : String( error );
			// Said once: a message shown beside its field is not repeated under the form.
			const isBesideField = serverFieldErrors( error ).some(
				( [ param, fieldMessage ] ) =>
					fieldMessage === message &&
					hasField( fieldNames[ param ] ?? param )
			);
			setFormError( isBesideField ? null : message );
			setLastError( error instanceof ApiError ? error : null );
			applyServerFieldErrors( error, setError, fieldNames );
		}
	};

	/** Forgets the last failure: what the server said about an earlier attempt. */
	const clearError = () => {
		setFormError( null );
		setLastError( null );
	};

	return { run, isSubmitting, formError, lastError, clearError };
}

interface CampaignFormOptions< T extends FieldValues > {
	defaultValues: DefaultValues< T >;
	/** Server parameter name → form field name, where they differ. */
	fieldNames?: Partial< Record< string, Path< T > > >;
}

/**
 * Every campaign form in one call: react-hook-form (focus handled here, not by the library),
 * the submit life above, and focus on the first invalid control after each submit.
 * `submitWith( send )` is the form's onSubmit: it validates, then sends the values.
 */
export function useCampaignForm< T extends FieldValues >( {
	defaultValues,
	fieldNames,
}: CampaignFormOptions< T > ) {
	const form = useForm< T >( { shouldFocusError: false, defaultValues } );
	const formRef = useRef< HTMLFormElement >( null );
	const submit = useFormSubmit( {
		setError: form.setError,
		fieldNames,
		hasField: ( name ) =>
			Boolean( formRef.current?.elements.namedItem( name ) ),
	} );
	useFocusFirstInvalid( formRef, form.formState.submitCount );
	const submitWith = (
		send: ( values: T ) => Promise< RedirectResponse >
	) => {
		const handle = form.handleSubmit( ( values ) =>
			submit.run( () => send( values ) )
		);
		// Each attempt starts without the server's message about the previous one, also when the
		// form's own checks stop it: an old "account exists" under a form that now says "enter
		// a valid e-mail" contradicts it.
		return ( event?: BaseSyntheticEvent ) => {
			submit.clearError();
			return handle( event );
		};
	};
	return { ...form, ...submit, formRef, submitWith };
}
