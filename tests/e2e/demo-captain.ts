/**
 * Carla Mendes, the demo campaign's captain of Blue Wave Runners, as the donor journeys need her:
 * her fundraiser id, her team and the address of her donation form, read through the public API.
 */
import type { Page } from '@playwright/test';

export const DEMO_CAMPAIGN = '/campaigns/demo';

interface Boot {
	settings: { apiRoot: string };
	data: { campaign: { campaign_id: number } };
}

export interface DemoCaptain {
	campaignId: number;
	id: number;
	teamId: number;
	form: string;
}

export async function demoCaptain( page: Page ): Promise< DemoCaptain > {
	await page.goto( `${ DEMO_CAMPAIGN }/` );
	const boot = JSON.parse(
		( await page.locator( '#p2p-fundraising-boot' ).textContent() ) ?? '{}'
	) as Boot;
	const api = boot.settings.apiRoot;
	const joiner = api.includes( '?' ) ? '&' : '?';
	const found = ( await (
		await page.request.get(
			`${ api }/get-campaign-fundraisers-search${ joiner }campaign_id=${ boot.data.campaign.campaign_id }&search=Carla`
		)
	).json() ) as { data: Array< { id: number } > };
	const id = found.data[ 0 ]!.id;
	const fundraiser = ( await (
		await page.request.get(
			`${ api }/get-fundraiser${ joiner }fundraiser_id=${ id }`
		)
	).json() ) as { data: { iframe_url: string; team_id: number } };
	return {
		campaignId: boot.data.campaign.campaign_id,
		id,
		teamId: fundraiser.data.team_id,
		form: fundraiser.data.iframe_url,
	};
}
