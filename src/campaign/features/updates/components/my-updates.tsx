/**
 * The dashboard's "Updates": post one (a captain also on the team page) and edit or delete the
 * ones already posted on the fundraiser's page.
 */
import { __ } from '@wordpress/i18n';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { PageSection } from '../../../components/page-section';
import { SubHeading } from '../../../components/sub-heading';
import { UpdateForm } from './update-form';
import { UpdatesList } from './updates-list';

const Status = styled.p`
	margin: 0 0 ${ ( { theme } ) => theme.spacer }px;
	color: ${ ( { theme } ) => theme.colors.success };
	font-weight: 600;
`;

interface MyUpdatesProps {
	fundraiserId: number;
	teamId: number;
	isCaptain: boolean;
}

export function MyUpdates( {
	fundraiserId,
	teamId,
	isCaptain,
}: MyUpdatesProps ) {
	const headingId = useId();
	const [ status, setStatus ] = useState( '' );
	return (
		<PageSection
			$isBoxed
			aria-labelledby={ headingId }
			className="p2p-my-updates"
		>
			<h2 id={ headingId }>{ __( 'Updates', 'p2p-fundraising' ) }</h2>
			<div role="status">{ status && <Status>{ status }</Status> }</div>
			<UpdateForm isCaptain={ isCaptain } onDone={ setStatus } />
			<SubHeading>{ __( 'On your page', 'p2p-fundraising' ) }</SubHeading>
			<UpdatesList
				owner={ { fundraiserId } }
				isManageable
				onStatus={ setStatus }
				empty={
					<p>
						{ __(
							'No updates yet. Your first one shows supporters what their gifts achieve.',
							'p2p-fundraising'
						) }
					</p>
				}
			/>
			{ isCaptain && teamId > 0 && (
				<>
					<SubHeading>
						{ __( 'On your team’s page', 'p2p-fundraising' ) }
					</SubHeading>
					<UpdatesList
						owner={ { teamId } }
						isManageable
						onStatus={ setStatus }
						empty={
							<p>
								{ __(
									'No team updates yet.',
									'p2p-fundraising'
								) }
							</p>
						}
					/>
				</>
			) }
		</PageSection>
	);
}
