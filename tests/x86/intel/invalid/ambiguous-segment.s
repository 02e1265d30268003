# expect: ambiguous-size
# the size is the one after the segment: llvm-mc underlines from the address
	.intel_syntax noprefix
inc fs:foo+8
