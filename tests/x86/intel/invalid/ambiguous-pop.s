# expect: ambiguous-size
# pop has no pointer-sized default in llvm-mc
	.intel_syntax noprefix
pop [rax]
