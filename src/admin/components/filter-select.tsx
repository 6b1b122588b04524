/**
 * One filter above an admin list: a select whose first option is "all", with a label screen
 * readers hear (WordPress's `tablenav` shows filters without a visible label).
 */
import { useId } from 'react';

export interface FilterOption {
	value: string;
	label: string;
}

interface FilterSelectProps {
	/** What it filters by ("Filter by status"), for assistive technology. */
	label: string;
	/** The first option, which filters nothing ("All statuses"). */
	allLabel: string;
	value: string;
	options: FilterOption[];
	onChange: ( value: string ) => void;
}

export function FilterSelect( {
	label,
	allLabel,
	value,
	options,
	onChange,
}: FilterSelectProps ) {
	const id = useId();
	return (
		<>
			<label htmlFor={ id } className="screen-reader-text">
				{ label }
			</label>
			<select
				id={ id }
				value={ value }
				onChange={ ( event ) => onChange( event.target.value ) }
			>
				<option value="">{ allLabel }</option>
				{ options.map( ( option ) => (
					<option key={ option.value } value={ option.value }>
						{ option.label }
					</option>
				) ) }
			</select>
		</>
	);
}
