/**
 * The required story of a profile or team form: a text box bound to react-hook-form's `story`
 * field, with the campaign's placeholder; blank (or only spaces) is refused.
 */
import {
	Controller,
	type Control,
	type FieldValues,
	type Path,
} from 'react-hook-form';
import { TextAreaField } from '../../shared/ui/form-field';

interface StoryFieldProps< Values extends FieldValues > {
	/** The form's control; the form has a string `story` field. */
	control: Control< Values >;
	id: string;
	label: string;
	rows: number;
	placeholder: string;
	/** Shown when the story is left blank. */
	requiredMessage: string;
}

export function StoryField< Values extends FieldValues >( {
	control,
	id,
	label,
	rows,
	placeholder,
	requiredMessage,
}: StoryFieldProps< Values > ) {
	return (
		<Controller
			name={ 'story' as Path< Values > }
			control={ control }
			rules={ {
				validate: ( value ) =>
					String( value ).trim() !== '' || requiredMessage,
			} }
			render={ ( { field, fieldState } ) => (
				<TextAreaField
					ref={ field.ref }
					id={ id }
					name={ field.name }
					label={ label }
					rows={ rows }
					required
					placeholder={ placeholder }
					value={ field.value as string }
					onChange={ field.onChange }
					onBlur={ field.onBlur }
					error={ fieldState.error?.message }
				/>
			) }
		/>
	);
}
