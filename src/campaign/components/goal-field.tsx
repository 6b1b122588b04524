/**
 * The required goal of a profile or team form: a money input bound to react-hook-form's `goal`
 * field, with the site's currency and the campaign's default amount.
 */
import { __, sprintf } from '@wordpress/i18n';
import {
	Controller,
	type Control,
	type FieldValues,
	type Path,
} from 'react-hook-form';
import { useSettings } from '../../shared/app-services';
import { MoneyInput } from '../../shared/ui/money-input';

interface GoalFieldProps< Values extends FieldValues > {
	/** The form's control; the form has a numeric `goal` field. */
	control: Control< Values >;
	id: string;
	label: string;
	defaultAmount: number;
}

export function GoalField< Values extends FieldValues >( {
	control,
	id,
	label,
	defaultAmount,
}: GoalFieldProps< Values > ) {
	const settings = useSettings();
	return (
		<Controller
			name={ 'goal' as Path< Values > }
			control={ control }
			rules={ {
				validate: ( value ) => {
					if ( Number.isNaN( Number( value ) ) ) {
						return sprintf(
							/* translators: %s: the thousands separator, e.g. ",". */
							__(
								'Please check the amount: use "%s" only between groups of three digits.',
								'p2p-fundraising'
							),
							settings.thousandsSeparator
						);
					}
					return (
						Number( value ) > 0 ||
						__( 'Please enter a goal.', 'p2p-fundraising' )
					);
				},
			} }
			render={ ( { field, fieldState } ) => (
				<MoneyInput
					ref={ field.ref }
					id={ id }
					label={ label }
					value={ field.value as number }
					onChange={ field.onChange }
					onBlur={ field.onBlur }
					locale={ settings.locale }
					defaultAmount={ defaultAmount }
					currencySymbol={ settings.currencySymbol }
					separators={ settings }
					error={ fieldState.error?.message }
					isRequired
				/>
			) }
		/>
	);
}
