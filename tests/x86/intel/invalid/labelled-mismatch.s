# expect: invalid-operand
# the mismatch is reported at the mnemonic, after the label
	.intel_syntax noprefix
foo: movaps xmm0, eax
