/**
 * GET/POST admin/payment-settings and POST admin/payment-settings/test-connection
 * (docs/api.md, AdminPaymentSettings). Secrets are write-only: the server answers with masks.
 */
import { useApiQuery } from '../../../../shared/api/use-api-query';

export type PaymentMode = 'test' | 'offline' | 'stripe';

export interface AdminPaymentSettings {
	mode: PaymentMode;
	publishable_key: string;
	secret_key_masked: string;
	webhook_secret_masked: string;
	currency: string;
	currency_format: {
		currencySymbol: string;
		currencyPosition: 'before' | 'after';
		decimalSeparator: string;
		thousandsSeparator: string;
	};
	zero_decimal: boolean;
	fee_percent: number;
	fee_fixed: number;
	webhook_url: string;
}

/** What the form sends; an empty secret keeps the saved one. */
export interface PaymentSettingsInput {
	mode: PaymentMode;
	publishable_key: string;
	secret_key: string;
	webhook_secret: string;
	currency: string;
	fee_percent: number;
	fee_fixed: number;
}

export interface ConnectionResult {
	ok: boolean;
	account: string;
	livemode: boolean;
	message: string;
}

export const PAYMENT_SETTINGS_PATH = 'admin/payment-settings';
export const TEST_CONNECTION_PATH = 'admin/payment-settings/test-connection';

export function usePaymentSettings() {
	return useApiQuery< { data: AdminPaymentSettings } >( [
		PAYMENT_SETTINGS_PATH,
		{},
	] as const );
}
