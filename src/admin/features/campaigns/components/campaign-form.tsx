/**
 * Create or edit every campaign field (spec §3): texts, images from the media library, colours
 * with a live preview and a contrast warning, goals, status, sponsor settings and the story
 * placeholders. A failed save shows the server's message and keeps what was typed.
 */
import { __ } from '@wordpress/i18n';
import { useState, type FormEvent } from 'react';
import { useAdminAction } from '../../../api/use-admin-action';
import { adminPaths } from '../../../api/admin-paths';
import type { AdminCampaign } from '../../../api/types';
import {
	FormError,
	SelectField,
	TextField,
	TextareaField,
} from '../../../components/fields';
import { ImageField } from '../../../components/image-field';
import { statusOptions } from '../../../components/entity-status';
import { ColourField } from './colour-field';
import { ColourPreview } from './colour-preview';

export interface CampaignFormValues {
	campaign_title: string;
	slug: string;
	status: string;
	short_desc: string;
	long_desc: string;
	campaign_image: string;
	campaign_logo: string;
	primary_color: string;
	secondary_color: string;
	campaign_goal: string;
	fundraiser_goal: string;
	team_goal: string;
	sponsors_enabled: string;
	sponsor_linking: string;
	sponsor_section_heading: string;
	sponsor_application_page: string;
	fundraiser_story_placeholder: string;
	team_story_placeholder: string;
}

export function formValues( campaign?: AdminCampaign ): CampaignFormValues {
	return {
		campaign_title: campaign?.campaign_title ?? '',
		slug: campaign?.slug ?? '',
		status: campaign?.status ?? 'draft',
		short_desc: campaign?.short_desc ?? '',
		long_desc: campaign?.long_desc ?? '',
		campaign_image: campaign?.campaign_image ?? '',
		campaign_logo: campaign?.campaign_logo ?? '',
		primary_color: campaign?.primary_color ?? '#28C77B',
		secondary_color: campaign?.secondary_color ?? '#1F2A44',
		campaign_goal: String( campaign?.campaign_goal ?? 10000 ),
		fundraiser_goal: String( campaign?.fundraiser_goal ?? 500 ),
		team_goal: String( campaign?.team_goal ?? 2500 ),
		sponsors_enabled: campaign?.sponsors_enabled ?? 'disabled',
		sponsor_linking: campaign?.sponsor_linking ?? 'external',
		sponsor_section_heading: campaign?.sponsor_section_heading ?? '',
		sponsor_application_page: campaign?.sponsor_application_page ?? '',
		fundraiser_story_placeholder:
			campaign?.fundraiser_story_placeholder ?? '',
		team_story_placeholder: campaign?.team_story_placeholder ?? '',
	};
}

interface CampaignFormProps {
	campaign?: AdminCampaign;
	onSaved: ( campaign: AdminCampaign ) => void;
}

export function CampaignForm( { campaign, onSaved }: CampaignFormProps ) {
	const [ values, setValues ] = useState( () => formValues( campaign ) );
	const [ error, setError ] = useState< string | undefined >();
	const [ fieldErrors, setFieldErrors ] = useState<
		Record< string, string >
	>( {} );
	const { run, isBusy } = useAdminAction();
	const set =
		< K extends keyof CampaignFormValues >( key: K ) =>
		( value: CampaignFormValues[ K ] ) =>
			setValues( ( current ) => ( { ...current, [ key ]: value } ) );

	const submit = async ( event: FormEvent ) => {
		event.preventDefault();
		if ( values.campaign_title.trim() === '' ) {
			setFieldErrors( {
				campaign_title: __(
					'The campaign needs a title.',
					'p2p-fundraising'
				),
			} );
			return;
		}
		setFieldErrors( {} );
		const body: Record< string, unknown > = {
			...values,
			campaign_goal: Number( values.campaign_goal || 0 ),
			fundraiser_goal: Number( values.fundraiser_goal || 0 ),
			team_goal: Number( values.team_goal || 0 ),
		};
		const result = await run< AdminCampaign >(
			campaign
				? adminPaths.campaign( campaign.campaign_id )
				: adminPaths.campaigns,
			body,
			campaign
				? __( 'Campaign saved.', 'p2p-fundraising' )
				: __( 'Campaign created.', 'p2p-fundraising' )
		);
		if ( result.error ) {
			setError( result.error.message );
			const params = result.error.data.params;
			if (
				params &&
				typeof params === 'object' &&
				! Array.isArray( params )
			) {
				setFieldErrors( params as Record< string, string > );
			}
			return;
		}
		setError( undefined );
		if ( result.data ) {
			setValues( formValues( result.data ) );
			onSaved( result.data );
		}
	};

	const money = {
		type: 'number' as const,
		min: 0,
		step: 'any',
	};

	return (
		<form
			className="p2p-admin-form"
			onSubmit={ submit }
			noValidate
			aria-busy={ isBusy }
		>
			<div className="p2p-admin-form__grid">
				<div className="p2p-admin-form__main">
					<fieldset className="p2p-admin-card">
						<legend>{ __( 'Campaign', 'p2p-fundraising' ) }</legend>
						<TextField
							label={ __( 'Title', 'p2p-fundraising' ) }
							name="campaign_title"
							value={ values.campaign_title }
							onChange={ set( 'campaign_title' ) }
							isRequired
							maxLength={ 255 }
							error={ fieldErrors.campaign_title }
						/>
						<TextField
							label={ __( 'Address', 'p2p-fundraising' ) }
							name="slug"
							value={ values.slug }
							onChange={ set( 'slug' ) }
							help={ __(
								'The campaign lives at /campaigns/{address}/. Leave empty to derive it from the title.',
								'p2p-fundraising'
							) }
							error={ fieldErrors.slug }
						/>
						<SelectField
							label={ __( 'Status', 'p2p-fundraising' ) }
							name="status"
							value={ values.status }
							onChange={ set( 'status' ) }
							options={ statusOptions( [
								'draft',
								'active',
								'paused',
								'ended',
							] ) }
							help={ __(
								'Only active campaigns are visible to visitors; administrators see the others with a notice.',
								'p2p-fundraising'
							) }
						/>
						<TextareaField
							label={ __(
								'Short description',
								'p2p-fundraising'
							) }
							name="short_desc"
							rows={ 2 }
							value={ values.short_desc }
							onChange={ set( 'short_desc' ) }
						/>
						<TextareaField
							label={ __( 'Story', 'p2p-fundraising' ) }
							name="long_desc"
							rows={ 8 }
							value={ values.long_desc }
							onChange={ set( 'long_desc' ) }
							help={ __(
								'Plain text; separate paragraphs with a blank line. Put <!--more--> where the excerpt ends.',
								'p2p-fundraising'
							) }
						/>
					</fieldset>
					<fieldset className="p2p-admin-card">
						<legend>{ __( 'Goals', 'p2p-fundraising' ) }</legend>
						<TextField
							label={ __( 'Campaign goal', 'p2p-fundraising' ) }
							name="campaign_goal"
							value={ values.campaign_goal }
							onChange={ set( 'campaign_goal' ) }
							error={ fieldErrors.campaign_goal }
							{ ...money }
						/>
						<TextField
							label={ __(
								'Default fundraiser goal',
								'p2p-fundraising'
							) }
							name="fundraiser_goal"
							value={ values.fundraiser_goal }
							onChange={ set( 'fundraiser_goal' ) }
							error={ fieldErrors.fundraiser_goal }
							{ ...money }
						/>
						<TextField
							label={ __(
								'Default team goal',
								'p2p-fundraising'
							) }
							name="team_goal"
							value={ values.team_goal }
							onChange={ set( 'team_goal' ) }
							error={ fieldErrors.team_goal }
							{ ...money }
						/>
					</fieldset>
					<fieldset className="p2p-admin-card">
						<legend>
							{ __( 'Story placeholders', 'p2p-fundraising' ) }
						</legend>
						<TextareaField
							label={ __(
								'Fundraiser story placeholder',
								'p2p-fundraising'
							) }
							name="fundraiser_story_placeholder"
							rows={ 3 }
							value={ values.fundraiser_story_placeholder }
							onChange={ set( 'fundraiser_story_placeholder' ) }
						/>
						<TextareaField
							label={ __(
								'Team story placeholder',
								'p2p-fundraising'
							) }
							name="team_story_placeholder"
							rows={ 3 }
							value={ values.team_story_placeholder }
							onChange={ set( 'team_story_placeholder' ) }
						/>
					</fieldset>
					<fieldset className="p2p-admin-card">
						<legend>{ __( 'Sponsors', 'p2p-fundraising' ) }</legend>
						<SelectField
							label={ __( 'Show sponsors', 'p2p-fundraising' ) }
							name="sponsors_enabled"
							value={ values.sponsors_enabled }
							onChange={ set( 'sponsors_enabled' ) }
							options={ [
								{
									value: 'enabled',
									label: __( 'Enabled', 'p2p-fundraising' ),
								},
								{
									value: 'disabled',
									label: __( 'Disabled', 'p2p-fundraising' ),
								},
							] }
						/>
						<SelectField
							label={ __( 'Sponsor links', 'p2p-fundraising' ) }
							name="sponsor_linking"
							value={ values.sponsor_linking }
							onChange={ set( 'sponsor_linking' ) }
							options={ [
								{
									value: 'external',
									label: __(
										'Link to the sponsor’s site',
										'p2p-fundraising'
									),
								},
								{
									value: 'nofollow',
									label: __(
										'Link with rel="nofollow"',
										'p2p-fundraising'
									),
								},
								{
									value: 'disabled',
									label: __( 'No links', 'p2p-fundraising' ),
								},
							] }
						/>
						<TextField
							label={ __( 'Section heading', 'p2p-fundraising' ) }
							name="sponsor_section_heading"
							value={ values.sponsor_section_heading }
							onChange={ set( 'sponsor_section_heading' ) }
							maxLength={ 255 }
						/>
						<TextField
							label={ __(
								'Become-a-sponsor page',
								'p2p-fundraising'
							) }
							name="sponsor_application_page"
							type="url"
							value={ values.sponsor_application_page }
							onChange={ set( 'sponsor_application_page' ) }
							error={ fieldErrors.sponsor_application_page }
						/>
					</fieldset>
				</div>
				<div className="p2p-admin-form__side">
					<fieldset className="p2p-admin-card">
						<legend>{ __( 'Colours', 'p2p-fundraising' ) }</legend>
						<ColourField
							label={ __( 'Primary colour', 'p2p-fundraising' ) }
							value={ values.primary_color }
							onChange={ set( 'primary_color' ) }
						/>
						<ColourField
							label={ __(
								'Secondary colour',
								'p2p-fundraising'
							) }
							value={ values.secondary_color }
							onChange={ set( 'secondary_color' ) }
						/>
						<ColourPreview
							primary={ values.primary_color }
							secondary={ values.secondary_color }
							title={ values.campaign_title }
						/>
					</fieldset>
					<fieldset className="p2p-admin-card">
						<legend>{ __( 'Images', 'p2p-fundraising' ) }</legend>
						<ImageField
							label={ __( 'Cover image', 'p2p-fundraising' ) }
							value={ values.campaign_image }
							onChange={ set( 'campaign_image' ) }
							error={ fieldErrors.campaign_image }
						/>
						<ImageField
							label={ __( 'Logo', 'p2p-fundraising' ) }
							value={ values.campaign_logo }
							onChange={ set( 'campaign_logo' ) }
							error={ fieldErrors.campaign_logo }
						/>
					</fieldset>
				</div>
			</div>
			<FormError message={ error } />
			<p className="submit">
				<button
					type="submit"
					className="button button-primary button-large"
					disabled={ isBusy }
				>
					{ campaign
						? __( 'Save campaign', 'p2p-fundraising' )
						: __( 'Create campaign', 'p2p-fundraising' ) }
				</button>
				{ isBusy && (
					<span className="spinner is-active p2p-admin-inline-spinner" />
				) }
			</p>
		</form>
	);
}
