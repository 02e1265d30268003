# expect: ambiguous-size
# inc of a byte, word, doubleword or quadword
	.intel_syntax noprefix
inc [rcx + 8]
