// The seller's address as the receipt prints it: the server keeps it as configured, its lines
// separated by `|` or line breaks (RECEIPT_SELLER_ADDRESS), as the PDF also reads it.

export function sellerAddressLines(address: string): string[] {
  return address
    .split(/\||\r?\n|\\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
