/**
 * A Settings section that is one on/off setting: a titled card with the switch and a sentence on
 * what it changes. Registration and Data are two of these.
 */
import { CheckboxField } from '../../../../shared/ui/form-field';
import type { AdminSettings } from '../../../api/types';
import type { SettingsSectionProps } from './settings-section';

/** The keys of the settings that are on/off. */
type SwitchSetting = {
	[ Key in keyof AdminSettings ]: AdminSettings[ Key ] extends boolean
		? Key
		: never;
}[ keyof AdminSettings ];

interface SwitchSectionProps extends SettingsSectionProps {
	setting: SwitchSetting;
	/** Names the card for theme and test hooks: p2p-admin-settings-<name>. */
	name: string;
	title: string;
	label: string;
	description: string;
}

export function SwitchSection( {
	values,
	onChange,
	setting,
	name,
	title,
	label,
	description,
}: SwitchSectionProps ) {
	return (
		<fieldset className={ `p2p-admin-card p2p-admin-settings-${ name }` }>
			<legend>{ title }</legend>
			<CheckboxField
				label={ label }
				checked={ values[ setting ] }
				onChange={ ( event ) =>
					onChange( { [ setting ]: event.target.checked } )
				}
			/>
			<p className="description">{ description }</p>
		</fieldset>
	);
}
