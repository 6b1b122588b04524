<?php
/**
 * Extracts a zip with PHP's ZipArchive (php-zip), so the toolkit needs no unzip binary.
 * Usage: php extract.php <zip> <destination>
 */
if ( $argc !== 3 ) {
	fwrite( STDERR, "Usage: php extract.php <zip> <destination>\n" );
	exit( 2 );
}
if ( ! class_exists( 'ZipArchive' ) ) {
	fwrite( STDERR, "PHP's zip extension is missing (package php8.2-zip). Run: bash scripts/setup.sh\n" );
	exit( 1 );
}
$zip = new ZipArchive();
$code = $zip->open( $argv[1] );
if ( true !== $code ) {
	fwrite( STDERR, "Cannot open {$argv[1]} (ZipArchive error {$code})\n" );
	exit( 1 );
}
if ( ! $zip->extractTo( $argv[2] ) ) {
	fwrite( STDERR, "Cannot extract {$argv[1]} to {$argv[2]}\n" );
	exit( 1 );
}
$zip->close();
echo "P2P_OK\n";
