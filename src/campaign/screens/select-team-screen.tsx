/**
 * /select-team/ (spec §2): a fundraiser picks a team to join.
 */
import { __ } from '@wordpress/i18n';
import { FormLayout, Intro } from '../components/form-layout';
import { TeamPicker } from '../features/registration/components/team-picker';

export function SelectTeamScreen() {
	return (
		<FormLayout
			title={ __( 'Join a team', 'p2p-fundraising' ) }
			className="p2p-select-team-screen"
		>
			<Intro>
				{ __(
					'Have friends already fundraising? Help them reach their goals!',
					'p2p-fundraising'
				) }
			</Intro>
			<TeamPicker />
		</FormLayout>
	);
}
