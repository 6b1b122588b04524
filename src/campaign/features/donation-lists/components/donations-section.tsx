/**
 * The 'Donations' card of the campaign home and of every team and fundraiser page: its heading
 * and the Recent Donations / Top Donors tabs.
 */
import { __ } from '@wordpress/i18n';
import { TitledSection } from '../../../components/titled-section';
import {
	EntityDonationTabs,
	type EntityDonationTabsProps,
} from './entity-donation-tabs';

export function DonationsSection( props: EntityDonationTabsProps ) {
	return (
		<TitledSection
			isBoxed
			title={ __( 'Donations', 'p2p-fundraising' ) }
			className="p2p-donations"
		>
			<EntityDonationTabs { ...props } />
		</TitledSection>
	);
}
