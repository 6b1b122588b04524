/**
 * "My donors": the fundraiser's own donations and, for a captain, a second tab with the whole
 * team's.
 */
import { __ } from '@wordpress/i18n';
import { useId } from 'react';
import { Tabs } from '../../../../shared/ui/tabs';
import { PageSection } from '../../../components/page-section';
import { DonorList } from './donor-list';

interface MyDonorsProps {
	fundraiserName: string;
	isCaptain: boolean;
}

export function MyDonors( { fundraiserName, isCaptain }: MyDonorsProps ) {
	const headingId = useId();
	const mine = <DonorList scope="mine" fundraiserName={ fundraiserName } />;
	return (
		<PageSection
			$isBoxed
			aria-labelledby={ headingId }
			className="p2p-my-donors"
		>
			<h2 id={ headingId }>{ __( 'My donors', 'p2p-fundraising' ) }</h2>
			{ isCaptain ? (
				<Tabs
					label={ __( 'Whose donations', 'p2p-fundraising' ) }
					tabs={ [
						{
							id: 'mine',
							label: __( 'My donations', 'p2p-fundraising' ),
							render: () => mine,
						},
						{
							id: 'team',
							label: __( 'Team donations', 'p2p-fundraising' ),
							render: () => (
								<DonorList
									scope="team"
									fundraiserName={ fundraiserName }
								/>
							),
						},
					] }
				/>
			) : (
				mine
			) }
		</PageSection>
	);
}
