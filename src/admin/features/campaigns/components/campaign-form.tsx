/**
 * Create or edit every campaign field (spec §3): texts, images from the media library, colours
 * with a live preview and a contrast warning, goals, status, sponsor settings and the story
 * placeholders. A failed save shows the server's message and keeps what was typed. The form runs on
 * react-hook-form like every form of the campaign app; the server's field errors land beside their
 * fields through the shared mapping.
 */
import { __ } from '@wordpress/i18n';
import { useState } from 'react';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { applyServerFieldErrors } from '../../../../shared/forms/apply-server-field-errors';
import { FormError } from '../../../../shared/ui/form-error';
import {
	SelectField,
	TextAreaField,
	TextField,
} from '../../../../shared/ui/form-field';
import { useAdminAction } from '../../../api/use-admin-action';
import { createAdminCampaignPath } from '../api/create-admin-campaign';
import { updateAdminCampaignPath } from '../api/update-admin-campaign';
import type { AdminCampaign } from '../../../api/types';
import { ImageField } from '../../../components/image-field';
import { statusOptions } from '../../../components/entity-status';
import { MONEY_RANGE, outOfRange } from '../../../components/number-range';
import { useFormat, useSettings } from '../../../../shared/app-services';
import { ColourField } from './colour-field';
import { ColourPreview } from './colour-preview';
import {
	SuggestedAmountsField,
	suggestedAmountsBody,
	suggestedAmountValues,
	type SuggestedAmountValues,
} from './suggested-amounts-field';
import type { NumberFormat } from '../../../../shared/format/money';
import {
	ActivitySettingsField,
	activityBody,
	activityValues,
	type ActivityValues,
} from './activity-settings-field';

export interface CampaignFormValues
	extends SuggestedAmountValues, ActivityValues {
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
	start_date: string;
	end_date: string;
	moderation: string;
}

export function formValues(
	campaign: AdminCampaign | undefined,
	separators: NumberFormat
): CampaignFormValues {
	return {
		...suggestedAmountValues( campaign, separators ),
		...activityValues( campaign ),
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
		start_date: campaign?.start_date ?? '',
		end_date: campaign?.end_date ?? '',
		moderation: campaign?.moderation ?? 'auto',
	};
}

interface CampaignFormProps {
	campaign?: AdminCampaign;
	onSaved: ( campaign: AdminCampaign ) => void;
}

export function CampaignForm( { campaign, onSaved }: CampaignFormProps ) {
	const settings = useSettings();
	const { textLimits } = settings;
	const form = useForm< CampaignFormValues >( {
		defaultValues: formValues( campaign, settings ),
	} );
	const {
		register,
		control,
		handleSubmit,
		reset,
		setError,
		watch,
		formState: { errors },
	} = form;
	const [ error, setFormError ] = useState< string | undefined >();
	const { run, isBusy } = useAdminAction();
	const format = useFormat();
	const goalRules = {
		validate: ( value: string ) =>
			outOfRange( Number( value || 0 ), MONEY_RANGE, format.number ) ??
			true,
	};

	const save = async ( {
		suggested_amounts: suggestedAmounts,
		default_index: defaultIndex,
		activity_unit: activityUnit,
		activity_label: activityLabel,
		activity_goal: activityGoal,
		...values
	}: CampaignFormValues ) => {
		const body: Record< string, unknown > = {
			...values,
			...activityBody( {
				activity_unit: activityUnit,
				activity_label: activityLabel,
				activity_goal: activityGoal,
			} ),
			...suggestedAmountsBody( {
				suggested_amounts: suggestedAmounts,
				default_index: defaultIndex,
			} ),
			campaign_goal: Number( values.campaign_goal || 0 ),
			fundraiser_goal: Number( values.fundraiser_goal || 0 ),
			team_goal: Number( values.team_goal || 0 ),
		};
		const result = await run< AdminCampaign >(
			campaign
				? updateAdminCampaignPath( campaign.campaign_id )
				: createAdminCampaignPath,
			body,
			campaign
				? __( 'Campaign saved.', 'p2p-fundraising' )
				: __( 'Campaign created.', 'p2p-fundraising' )
		);
		if ( result.error ) {
			setFormError( result.error.message );
			applyServerFieldErrors( result.error, setError, {
				default_amount: 'default_index',
			} );
			return;
		}
		setFormError( undefined );
		if ( result.data ) {
			reset( formValues( result.data, settings ) );
			onSaved( result.data );
		}
	};

	const money = {
		type: 'number' as const,
		min: 0,
		step: 'any',
	};
	const [ primaryColor, secondaryColor, title ] = watch( [
		'primary_color',
		'secondary_color',
		'campaign_title',
	] );

	return (
		<form
			className="p2p-admin-form"
			onSubmit={ handleSubmit( save ) }
			noValidate
			aria-busy={ isBusy }
		>
			<div className="p2p-admin-form__grid">
				<div className="p2p-admin-form__main">
					<fieldset className="p2p-admin-card">
						<legend>{ __( 'Campaign', 'p2p-fundraising' ) }</legend>
						<TextField
							label={ __( 'Title', 'p2p-fundraising' ) }
							{ ...register( 'campaign_title', {
								validate: ( value ) =>
									value.trim() !== '' ||
									__(
										'The campaign needs a title.',
										'p2p-fundraising'
									),
							} ) }
							isRequired
							maxLength={ 255 }
							error={ errors.campaign_title?.message }
						/>
						<TextField
							label={ __( 'Address', 'p2p-fundraising' ) }
							{ ...register( 'slug' ) }
							hint={ __(
								'The campaign lives at /campaigns/{address}/. Leave empty to derive it from the title.',
								'p2p-fundraising'
							) }
							error={ errors.slug?.message }
						/>
						<SelectField
							label={ __( 'Status', 'p2p-fundraising' ) }
							{ ...register( 'status' ) }
							options={ statusOptions( [
								'draft',
								'active',
								'paused',
								'ended',
							] ) }
							hint={ __(
								'Only active campaigns are visible to visitors; administrators see the others with a notice.',
								'p2p-fundraising'
							) }
						/>
						<SelectField
							label={ __(
								'New teams and fundraisers',
								'p2p-fundraising'
							) }
							{ ...register( 'moderation' ) }
							options={ [
								{
									value: 'auto',
									label: __(
										'Go live at once',
										'p2p-fundraising'
									),
								},
								{
									value: 'manual',
									label: __(
										'Wait for my approval',
										'p2p-fundraising'
									),
								},
							] }
							hint={ __(
								'When they wait, new pages stay pending — visible to their owner, who can prepare them — until you approve them (Teams and Fundraisers tabs, one by one or in bulk).',
								'p2p-fundraising'
							) }
						/>
						<TextAreaField
							label={ __(
								'Short description',
								'p2p-fundraising'
							) }
							{ ...register( 'short_desc' ) }
							rows={ 2 }
							maxLength={ textLimits.summary }
							error={ errors.short_desc?.message }
						/>
						<TextAreaField
							label={ __( 'Story', 'p2p-fundraising' ) }
							{ ...register( 'long_desc' ) }
							rows={ 8 }
							maxLength={ textLimits.campaign_story }
							error={ errors.long_desc?.message }
							hint={ __(
								'Plain text; separate paragraphs with a blank line. Put <!--more--> where the excerpt ends.',
								'p2p-fundraising'
							) }
						/>
					</fieldset>
					<fieldset className="p2p-admin-card">
						<legend>{ __( 'Dates', 'p2p-fundraising' ) }</legend>
						<TextField
							label={ __( 'Start date', 'p2p-fundraising' ) }
							type="date"
							{ ...register( 'start_date' ) }
							hint={ __(
								'Optional. Before this day the campaign takes no donations or sign-ups.',
								'p2p-fundraising'
							) }
							error={ errors.start_date?.message }
						/>
						<TextField
							label={ __( 'End date', 'p2p-fundraising' ) }
							type="date"
							{ ...register( 'end_date', {
								validate: ( value, all ) =>
									value === '' ||
									all.start_date === '' ||
									value >= all.start_date ||
									__(
										'The end date cannot be before the start date.',
										'p2p-fundraising'
									),
							} ) }
							hint={ __(
								'Optional. The campaign takes donations until the end of this day (site time zone), then shows “Ended” and its status becomes ended.',
								'p2p-fundraising'
							) }
							error={ errors.end_date?.message }
						/>
					</fieldset>
					<fieldset className="p2p-admin-card">
						<legend>{ __( 'Goals', 'p2p-fundraising' ) }</legend>
						<TextField
							label={ __( 'Campaign goal', 'p2p-fundraising' ) }
							{ ...register( 'campaign_goal', goalRules ) }
							error={ errors.campaign_goal?.message }
							{ ...money }
						/>
						<TextField
							label={ __(
								'Default fundraiser goal',
								'p2p-fundraising'
							) }
							{ ...register( 'fundraiser_goal', goalRules ) }
							error={ errors.fundraiser_goal?.message }
							{ ...money }
						/>
						<TextField
							label={ __(
								'Default team goal',
								'p2p-fundraising'
							) }
							{ ...register( 'team_goal', goalRules ) }
							error={ errors.team_goal?.message }
							{ ...money }
						/>
					</fieldset>
					{ /* The amounts' rows read the form from its context (their own field array). */ }
					<FormProvider { ...form }>
						<SuggestedAmountsField />
						<ActivitySettingsField />
					</FormProvider>
					<fieldset className="p2p-admin-card">
						<legend>
							{ __( 'Story placeholders', 'p2p-fundraising' ) }
						</legend>
						<TextAreaField
							label={ __(
								'Fundraiser story placeholder',
								'p2p-fundraising'
							) }
							{ ...register( 'fundraiser_story_placeholder' ) }
							rows={ 3 }
							maxLength={ textLimits.placeholder }
							error={
								errors.fundraiser_story_placeholder?.message
							}
						/>
						<TextAreaField
							label={ __(
								'Team story placeholder',
								'p2p-fundraising'
							) }
							{ ...register( 'team_story_placeholder' ) }
							rows={ 3 }
							maxLength={ textLimits.placeholder }
							error={ errors.team_story_placeholder?.message }
						/>
					</fieldset>
					<fieldset className="p2p-admin-card">
						<legend>{ __( 'Sponsors', 'p2p-fundraising' ) }</legend>
						<SelectField
							label={ __( 'Show sponsors', 'p2p-fundraising' ) }
							{ ...register( 'sponsors_enabled' ) }
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
							{ ...register( 'sponsor_linking' ) }
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
							{ ...register( 'sponsor_section_heading' ) }
							maxLength={ 255 }
						/>
						<TextField
							label={ __(
								'Become-a-sponsor page',
								'p2p-fundraising'
							) }
							{ ...register( 'sponsor_application_page' ) }
							type="url"
							error={ errors.sponsor_application_page?.message }
						/>
					</fieldset>
				</div>
				<div className="p2p-admin-form__side">
					<fieldset className="p2p-admin-card">
						<legend>{ __( 'Colours', 'p2p-fundraising' ) }</legend>
						<Controller
							name="primary_color"
							control={ control }
							render={ ( { field } ) => (
								<ColourField
									label={ __(
										'Primary colour',
										'p2p-fundraising'
									) }
									value={ field.value }
									onChange={ field.onChange }
								/>
							) }
						/>
						<Controller
							name="secondary_color"
							control={ control }
							render={ ( { field } ) => (
								<ColourField
									label={ __(
										'Secondary colour',
										'p2p-fundraising'
									) }
									value={ field.value }
									onChange={ field.onChange }
								/>
							) }
						/>
						<ColourPreview
							primary={ primaryColor }
							secondary={ secondaryColor }
							title={ title }
						/>
					</fieldset>
					<fieldset className="p2p-admin-card">
						<legend>{ __( 'Images', 'p2p-fundraising' ) }</legend>
						<Controller
							name="campaign_image"
							control={ control }
							render={ ( { field } ) => (
								<ImageField
									label={ __(
										'Cover image',
										'p2p-fundraising'
									) }
									value={ field.value }
									onChange={ field.onChange }
									error={ errors.campaign_image?.message }
								/>
							) }
						/>
						<Controller
							name="campaign_logo"
							control={ control }
							render={ ( { field } ) => (
								<ImageField
									label={ __( 'Logo', 'p2p-fundraising' ) }
									value={ field.value }
									onChange={ field.onChange }
									error={ errors.campaign_logo?.message }
								/>
							) }
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
