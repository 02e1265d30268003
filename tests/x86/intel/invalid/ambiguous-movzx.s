# expect: ambiguous-size
# movzx from memory of one or two bytes
	.intel_syntax noprefix
movzx eax, [rax]
