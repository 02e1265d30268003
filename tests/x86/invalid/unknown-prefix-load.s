# expect: other
# {load} is a GNU pseudo-prefix that llvm-mc 19 does not know
{load} movl %eax, %ecx
