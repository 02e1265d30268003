// without pan-rwv: each line is rejected
at	s1e1rp, x5
at	s1e1wp, x5
