# expect: other
# conditional jump with no target
if r1 == r2 goto
