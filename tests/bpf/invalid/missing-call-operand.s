# expect: other
# call with no target
call
