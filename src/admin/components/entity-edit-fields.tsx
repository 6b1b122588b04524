/**
 * The fields a team and a fundraiser page share in their edit modals: name and goal, then the
 * caller's own fields, then status and story (with its length limit and counter); the server's
 * message for a field shows beside it.
 */
import { __ } from '@wordpress/i18n';
import type { ReactNode } from 'react';
import { useSettings } from '../../shared/app-services';
import { statusOptions } from './entity-status';
import { MONEY_RANGE } from './number-range';
import {
	SelectField,
	TextAreaField,
	TextField,
	withValue,
} from '../../shared/ui/form-field';

type EntityEditKey = 'name' | 'goal' | 'status' | 'story';

interface EntityEditFieldsProps {
	values: Record< EntityEditKey, string >;
	/** Returns the change handler of a field. */
	set: ( key: EntityEditKey ) => ( value: string ) => void;
	/** Explains which pages show the entity. */
	statusHelp: string;
	/** Fields between goal and status. */
	children: ReactNode;
	/** The server's messages, by field. */
	errors?: Partial< Record< string, string > >;
}

export function EntityEditFields( {
	values,
	set,
	statusHelp,
	children,
	errors = {},
}: EntityEditFieldsProps ) {
	const { textLimits } = useSettings();
	return (
		<>
			<TextField
				label={ __( 'Name', 'p2p-fundraising' ) }
				value={ values.name }
				onChange={ withValue( set( 'name' ) ) }
				isRequired
				maxLength={ textLimits.name }
				error={ errors.name }
			/>
			<TextField
				label={ __( 'Goal', 'p2p-fundraising' ) }
				type="number"
				min={ MONEY_RANGE.min }
				max={ MONEY_RANGE.max }
				step="any"
				value={ values.goal }
				onChange={ withValue( set( 'goal' ) ) }
				error={ errors.goal }
			/>
			{ children }
			<SelectField
				label={ __( 'Status', 'p2p-fundraising' ) }
				value={ values.status }
				onChange={ withValue( set( 'status' ) ) }
				options={ statusOptions( [
					'approved',
					'pending',
					'suspended',
				] ) }
				hint={ statusHelp }
			/>
			<TextAreaField
				label={ __( 'Story', 'p2p-fundraising' ) }
				rows={ 6 }
				maxLength={ textLimits.story }
				value={ values.story }
				onChange={ withValue( set( 'story' ) ) }
				error={ errors.story }
			/>
		</>
	);
}
