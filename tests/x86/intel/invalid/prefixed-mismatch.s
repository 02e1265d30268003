# expect: invalid-operand
# an operand that fits no form is reported at the prefix starting the statement
	.intel_syntax noprefix
  lock add eax, xmm0
