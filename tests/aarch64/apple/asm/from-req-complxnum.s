// mattr: +complxnum
fcadd.2d v7, v2, v5, #90
fcadd.2s v13, v9, v14, #270
fcadd.4s v2, v9, v28, #90
fcmla.2d v19, v19, v0, #0
fcmla.2s v25, v4, v13, #270
fcmla.4s v5, v3, v9, #0
fcmla.4s v26, v22, v8[1], #0
