# expect: ambiguous-size
# an x87 load of 4, 8 or 10 bytes
	.intel_syntax noprefix
fld [rax]
