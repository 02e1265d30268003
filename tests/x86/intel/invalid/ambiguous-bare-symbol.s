# expect: ambiguous-size
# a bare symbol is an address of no size: llvm-mc underlines the symbol
	.intel_syntax noprefix
add foo, 1
