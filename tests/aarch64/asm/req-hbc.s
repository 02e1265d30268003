// mattr: +hbc
// instructions llvm-mc 19 takes only with: hbc
bc.lo	#-647736
