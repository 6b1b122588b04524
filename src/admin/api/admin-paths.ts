/**
 * Paths of the admin endpoints, below the API root (docs/api.md, "Admin endpoints").
 */
export const adminPaths = {
	campaigns: 'admin/campaigns',
	campaign: ( id: number ) => `admin/campaigns/${ id }`,
	teams: ( campaignId: number ) => `admin/campaigns/${ campaignId }/teams`,
	team: ( id: number ) => `admin/teams/${ id }`,
	fundraisers: ( campaignId: number ) =>
		`admin/campaigns/${ campaignId }/fundraisers`,
	fundraiser: ( id: number ) => `admin/fundraisers/${ id }`,
	donations: ( campaignId: number ) =>
		`admin/campaigns/${ campaignId }/donations`,
	donation: ( id: number, action: string ) =>
		`admin/donations/${ id }/${ action }`,
	sponsors: ( campaignId: number ) =>
		`admin/campaigns/${ campaignId }/sponsors`,
	sponsorOrder: ( campaignId: number ) =>
		`admin/campaigns/${ campaignId }/sponsors/order`,
	sponsor: ( id: number ) => `admin/sponsors/${ id }`,
	export: ( campaignId: number ) => `admin/campaigns/${ campaignId }/export`,
	settings: 'admin/settings',
};
