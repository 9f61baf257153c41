import Taro from '@tarojs/taro'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { COLORS, LIMITS, TEXTS } from '@/config/constants'
import {
  Album,
  datePickerRange,
  DatePicker,
  HOURS,
  ImageUploader,
  MINUTES,
  PriceCell,
  remainingChoice,
  RiseCell,
  ShareCard,
  TimePicker,
} from '@/components/kit'
import { installFakePlatform } from '../shell/fake-platform'

type TaroWithMedia = {
  chooseImage: (o: { count: number }) => Promise<{ tempFilePaths: string[] }>
  previewImage: (o: { current: string; urls: string[] }) => Promise<unknown>
}
const media = Taro as unknown as TaroWithMedia

// Taro's web Image lazy-loads through IntersectionObserver, which jsdom lacks.
beforeAll(() => {
  Object.assign(globalThis, {
    IntersectionObserver: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  })
})
afterAll(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver
})

describe('ImageUploader', () => {
  it('chooses images through Taro.chooseImage, at most 9 per call and 52 in all', async () => {
    const choose = jest.spyOn(media, 'chooseImage').mockResolvedValue({ tempFilePaths: ['a.png', 'b.png'] })
    function Harness() {
      const [files, setFiles] = useState<string[]>([])
      return <ImageUploader files={files} onChange={setFiles} />
    }
    render(<Harness />)
    await act(async () => void fireEvent.click(screen.getByTestId('image-uploader-add')))
    expect(choose).toHaveBeenCalledWith(expect.objectContaining({ count: 9 }))
    expect(screen.getAllByTestId('image-uploader-remove')).toHaveLength(2)
    fireEvent.click(screen.getAllByTestId('image-uploader-remove')[0])
    expect(screen.getAllByTestId('image-uploader-remove')).toHaveLength(1)
    expect(remainingChoice(50, LIMITS.uploadMaxCount)).toBe(2)
    expect(remainingChoice(52, LIMITS.uploadMaxCount)).toBe(0)
    choose.mockRestore()
  })

  it('hides the add tile at the maximum', () => {
    const files = Array.from({ length: LIMITS.uploadMaxCount }, (_, i) => `${i}.png`)
    render(<ImageUploader files={files} onChange={() => undefined} />)
    expect(screen.queryByTestId('image-uploader-add')).toBeNull()
  })
})

describe('Album', () => {
  it('shows at most 9 images; on H5 a tap shows one full screen and a second tap closes it', () => {
    const preview = jest.spyOn(media, 'previewImage').mockResolvedValue({})
    const images = Array.from({ length: 12 }, (_, i) => `https://img/${i}.png`)
    render(<Album images={images} />)
    const shown = screen.getAllByTestId('album-image')
    expect(shown).toHaveLength(LIMITS.albumMaxCount)
    fireEvent.click(shown[2])
    expect(screen.getByTestId('album-preview').querySelector('[src]')?.getAttribute('src')).toBe(images[2])
    fireEvent.click(screen.getByTestId('album-preview'))
    expect(screen.queryByTestId('album-preview')).toBeNull()
    // WeChat's own preview is the mini-program's (TARO_ENV weapp); H5 never loads Taro's.
    expect(preview).not.toHaveBeenCalled()
    preview.mockRestore()
  })

  it('uses WeChat’s preview of all the images in the mini-program', () => {
    const env = process.env.TARO_ENV
    process.env.TARO_ENV = 'weapp'
    const preview = jest.spyOn(media, 'previewImage').mockResolvedValue({})
    const images = ['https://img/a.png', 'https://img/b.png']
    render(<Album images={images} />)
    fireEvent.click(screen.getAllByTestId('album-image')[1])
    expect(preview).toHaveBeenCalledWith({ current: images[1], urls: images })
    preview.mockRestore()
    process.env.TARO_ENV = env
  })
})

describe('pickers', () => {
  it('date range runs from Jan 1 ten years back to ten years ahead', () => {
    expect(datePickerRange(new Date(2026, 10, 22))).toEqual({ start: '2016-01-01', end: '2036-12-31' })
    render(<DatePicker value="" onChange={() => undefined} today={new Date(2026, 0, 1)} />)
    const view = screen.getByTestId('date-picker')
    expect(view.getAttribute('data-start')).toBe('2016-01-01')
    expect(view.textContent).toBe('请选择日期')
  })

  it('time columns are hours 0-23 and minutes 0-59', () => {
    expect(HOURS).toHaveLength(24)
    expect(HOURS[0]).toBe('00')
    expect(HOURS[23]).toBe('23')
    expect(MINUTES).toHaveLength(60)
    expect(MINUTES[59]).toBe('59')
    render(<TimePicker value="09:30" onChange={() => undefined} />)
    expect(screen.getByTestId('time-picker').textContent).toBe('09:30')
  })
})

describe('ShareCard', () => {
  const card = {
    title: '白酒板块点评',
    content: '今日白酒走强',
    shareUrl: 'https://x.example/a',
    date: '2026-11-22',
    imgUrl: 'https://x.example/a.png',
  }

  it('shares through the platform in the app', async () => {
    const { calls } = installFakePlatform({ kind: 'native' })
    render(<ShareCard {...card} />)
    await act(async () => void fireEvent.click(screen.getByTestId('share-card-action')))
    expect(calls.share).toHaveBeenCalledWith(
      expect.objectContaining({
        title: card.title,
        content: card.content,
        link: card.shareUrl,
        date: card.date,
        cover: card.imgUrl,
      }),
    )
  })

  it('tells a browser user to open the app', async () => {
    const { calls } = installFakePlatform()
    render(<ShareCard {...card} />)
    await act(async () => void fireEvent.click(screen.getByTestId('share-card-action')))
    expect(calls.share).not.toHaveBeenCalled()
    expect(calls.toast).toHaveBeenCalledWith(TEXTS.openInApp)
  })
})

describe('quote cells', () => {
  const rgb = (hex: string) => {
    const n = Number.parseInt(hex.slice(1), 16)
    return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`
  }
  it('colours a price by the sign of its change', () => {
    const { rerender } = render(<PriceCell price={1234.5} change={0.3} />)
    expect(screen.getByTestId('price-cell').textContent).toBe('1,234.50')
    expect(screen.getByTestId('price-cell').style.color).toBe(rgb(COLORS.rise))
    rerender(<PriceCell price={1234.5} change={-1} />)
    expect(screen.getByTestId('price-cell').style.color).toBe(rgb(COLORS.fall))
    rerender(<PriceCell price="abc" change={0} />)
    expect(screen.getByTestId('price-cell').textContent).toBe('0.00')
    expect(screen.getByTestId('price-cell').style.color).toBe(rgb(COLORS.neutral))
  })

  it('formats and colours a rise', () => {
    const { rerender } = render(<RiseCell upRose={123} />)
    expect(screen.getByTestId('rise-cell').textContent).toBe('+1.23%')
    expect(screen.getByTestId('rise-cell').style.color).toBe(rgb(COLORS.rise))
    rerender(<RiseCell upRose={-50} />)
    expect(screen.getByTestId('rise-cell').textContent).toBe('-0.50%')
    rerender(<RiseCell upRose={null} />)
    expect(screen.getByTestId('rise-cell').textContent).toBe('--')
  })
})
