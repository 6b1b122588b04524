/**
 * Whether the campaign counts activity beside money (decision 0093): off by default, or a unit
 * (km, miles, hours, steps or a name of the campaign's own, e.g. "laps") with an optional goal.
 * The unit's name appears only for a custom unit; the server refuses a custom unit without one and
 * a change of unit once fundraisers logged activity, and its messages land beside these fields.
 */
import { __ } from '@wordpress/i18n';
import { useFormContext } from 'react-hook-form';
import { useFormat, useSettings } from '../../../../shared/app-services';
import { SelectField, TextField } from '../../../../shared/ui/form-field';
import type { ActivityUnit, Campaign } from '../../../../shared/api/types';
import { outOfRange } from '../../../components/number-range';

/** The largest activity goal (ActivityUnit::MAX_GOAL). */
const ACTIVITY_GOAL_RANGE = { min: 0, max: 1000000000 };

export interface ActivityValues {
	activity_unit: ActivityUnit;
	activity_label: string;
	/** As typed in a number field. */
	activity_goal: string;
}

/** The form values of a campaign's activity settings (off for a new campaign). */
export function activityValues(
	campaign:
		| Pick<
				Campaign,
				'activity_unit' | 'activity_custom_label' | 'activity_goal'
		  >
		| undefined
): ActivityValues {
	return {
		activity_unit: campaign?.activity_unit ?? '',
		activity_label: campaign?.activity_custom_label ?? '',
		activity_goal: String( campaign?.activity_goal ?? 0 ),
	};
}

/** What the route takes. */
export function activityBody( values: ActivityValues ) {
	return {
		activity_unit: values.activity_unit,
		activity_label: values.activity_label.trim(),
		activity_goal: Number( values.activity_goal || 0 ),
	};
}

export function ActivitySettingsField() {
	const { textLimits } = useSettings();
	const format = useFormat();
	const {
		register,
		watch,
		formState: { errors },
	} = useFormContext< ActivityValues >();
	const unit = watch( 'activity_unit' );
	return (
		<fieldset className="p2p-admin-card p2p-admin-activity-settings">
			<legend>{ __( 'Activity', 'p2p-fundraising' ) }</legend>
			<SelectField
				label={ __( 'Track activity', 'p2p-fundraising' ) }
				{ ...register( 'activity_unit' ) }
				options={ [
					{
						value: '',
						label: __( 'Off (money only)', 'p2p-fundraising' ),
					},
					{
						value: 'km',
						label: __( 'Kilometres', 'p2p-fundraising' ),
					},
					{ value: 'miles', label: __( 'Miles', 'p2p-fundraising' ) },
					{ value: 'hours', label: __( 'Hours', 'p2p-fundraising' ) },
					{ value: 'steps', label: __( 'Steps', 'p2p-fundraising' ) },
					{
						value: 'custom',
						label: __( 'A unit of my own', 'p2p-fundraising' ),
					},
				] }
				hint={ __(
					'Fundraisers log their activity from their dashboard (a GPX track for kilometres and miles); pages and leaderboards show it beside the money.',
					'p2p-fundraising'
				) }
				error={ errors.activity_unit?.message }
			/>
			{ unit === 'custom' && (
				<TextField
					label={ __( 'Name of the unit', 'p2p-fundraising' ) }
					{ ...register( 'activity_label', {
						validate: ( value ) =>
							value.trim() !== '' ||
							__(
								'Enter the name of your activity unit, e.g. laps.',
								'p2p-fundraising'
							),
					} ) }
					isRequired
					maxLength={ textLimits.activity_label }
					hint={ __(
						'As it follows a number, e.g. laps or push-ups.',
						'p2p-fundraising'
					) }
					error={ errors.activity_label?.message }
				/>
			) }
			{ unit !== '' && (
				<TextField
					label={ __( 'Activity goal', 'p2p-fundraising' ) }
					type="number"
					min={ 0 }
					step="any"
					{ ...register( 'activity_goal', {
						validate: ( value ) =>
							outOfRange(
								Number( value || 0 ),
								ACTIVITY_GOAL_RANGE,
								format.number
							) ?? true,
					} ) }
					hint={ __(
						'Optional: the whole campaign’s goal in this unit (0: none).',
						'p2p-fundraising'
					) }
					error={ errors.activity_goal?.message }
				/>
			) }
		</fieldset>
	);
}
