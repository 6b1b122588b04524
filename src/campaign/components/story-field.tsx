/**
 * The required story of a profile or team form: a text box bound to react-hook-form's `story`
 * field, with the campaign's placeholder and the story's length limit (a counter); blank (or only
 * spaces) is refused, and the server's message for a story too long shows beside it.
 */
import {
	Controller,
	type Control,
	type FieldValues,
	type Path,
} from 'react-hook-form';
import { useSettings } from '../../shared/app-services';
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
	const { textLimits } = useSettings();
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
					maxLength={ textLimits.story }
					value={ field.value as string }
					onChange={ field.onChange }
					onBlur={ field.onBlur }
					error={ fieldState.error?.message }
				/>
			) }
		/>
	);
}
