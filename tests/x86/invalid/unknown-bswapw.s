# expect: unknown-mnemonic
# bswap has no 16-bit form
bswapw %ax
