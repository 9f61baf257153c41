import { Picker, View } from '@tarojs/components'
import { LIMITS } from '@/config/constants'
import './kit.css'

const pad2 = (n: number) => String(n).padStart(2, '0')

/** From Jan 1 ten years back to Dec 31 ten years ahead (docs/product.md §5.1 picker defaults). */
export function datePickerRange(today: Date = new Date()): { start: string; end: string } {
  const year = today.getFullYear()
  return { start: `${year - LIMITS.pickerYearsBack}-01-01`, end: `${year + LIMITS.pickerYearsAhead}-12-31` }
}

export const HOURS = Array.from({ length: 24 }, (_, h) => pad2(h))
export const MINUTES = Array.from({ length: 60 }, (_, m) => pad2(m))

export interface DatePickerProps {
  /** 'YYYY-MM-DD' */
  value: string
  onChange: (value: string) => void
  placeholder?: string
  today?: Date
}

export function DatePicker({ value, onChange, placeholder = '请选择日期', today }: DatePickerProps) {
  const { start, end } = datePickerRange(today)
  return (
    <Picker
      mode="date"
      value={value}
      start={start}
      end={end}
      onChange={(event) => onChange(String(event.detail.value))}
    >
      <View className="kit-picker" data-testid="date-picker" data-start={start} data-end={end}>
        {value || placeholder}
      </View>
    </Picker>
  )
}

export interface TimePickerProps {
  /** 'HH:mm' */
  value: string
  onChange: (value: string) => void
  placeholder?: string
}

/** Hour 0-23 and minute 0-59 columns. */
export function TimePicker({ value, onChange, placeholder = '请选择时间' }: TimePickerProps) {
  const [hour, minute] = value.split(':')
  const selected = [Math.max(0, HOURS.indexOf(hour)), Math.max(0, MINUTES.indexOf(minute))]
  return (
    <Picker
      mode="multiSelector"
      range={[HOURS, MINUTES]}
      value={selected}
      onChange={(event) => {
        const [h, m] = event.detail.value as number[]
        onChange(`${HOURS[h] ?? HOURS[0]}:${MINUTES[m] ?? MINUTES[0]}`)
      }}
    >
      <View className="kit-picker" data-testid="time-picker">
        {value || placeholder}
      </View>
    </Picker>
  )
}
