# expect: ambiguous-size
# an immediate to memory without a size: byte, word, dword or qword
	.intel_syntax noprefix
add [rax], 1
