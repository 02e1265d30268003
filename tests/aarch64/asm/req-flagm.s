// mattr: +flagm
// instructions llvm-mc 19 takes only with: flagm
cfinv
rmif	x24, #28, #12
setf16	w0
setf8	w18
