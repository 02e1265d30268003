# expect: invalid-operand
# a bare number is no branch target in Intel syntax
	.intel_syntax noprefix
jmp 100
