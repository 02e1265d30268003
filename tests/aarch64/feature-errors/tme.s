// without tme: each line is rejected
tcancel	#0xc21a
tcommit
tstart	x17
ttest	x19
