// mattr: +tme
// instructions llvm-mc 19 takes only with: tme
tcancel	#0xc9d0
tcommit
tstart	x29
ttest	x5
